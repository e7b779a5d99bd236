// Builders, printer and type checker of the low-level pattern IR; see
// pattern.h.
#include "rewrite/pattern.h"

#include <sstream>

namespace runic::rewrite {

// ---------------------------------------------------------------- builders

PExprPtr param(const std::string& name) {
  auto e = std::make_shared<PExpr>();
  e->kind = PExpr::Kind::Param;
  e->name = name;
  return e;
}
PExprPtr literal(std::vector<PrimValue> values) {
  auto e = std::make_shared<PExpr>();
  e->kind = PExpr::Kind::Literal;
  e->lit = std::move(values);
  return e;
}
PExprPtr iota(arith::Expr n) {
  auto e = std::make_shared<PExpr>();
  e->kind = PExpr::Kind::Iota;
  e->n = std::move(n);
  return e;
}
PExprPtr call(FunPtr f, std::vector<PExprPtr> args) {
  auto e = std::make_shared<PExpr>();
  e->kind = PExpr::Kind::Call;
  e->fun = std::move(f);
  e->args = std::move(args);
  return e;
}
FunPtr lambda(std::vector<std::string> params, PExprPtr body) {
  auto f = std::make_shared<Fun>();
  f->kind = FunKind::Lambda;
  f->params = std::move(params);
  f->body = std::move(body);
  return f;
}
FunPtr user_fun(std::shared_ptr<const UserFun> u) {
  auto f = std::make_shared<Fun>();
  f->kind = FunKind::UserFun;
  f->user = std::move(u);
  return f;
}
FunPtr pattern(FunKind k, std::vector<FunPtr> fs, arith::Expr n, int dim) {
  auto f = std::make_shared<Fun>();
  f->kind = k;
  f->f = std::move(fs);
  f->n = std::move(n);
  f->dim = dim;
  return f;
}
FunPtr split(arith::Expr n) { return pattern(FunKind::Split, {}, std::move(n)); }
FunPtr join() { return pattern(FunKind::Join); }
FunPtr reorder_stride(arith::Expr s) { return pattern(FunKind::ReorderStride, {}, std::move(s)); }
FunPtr pad(arith::Expr m) { return pattern(FunKind::Pad, {}, std::move(m)); }
FunPtr gather(IndexFun f) {
  internal_assert(!f.var.empty() && f.body, "gather needs an index function");
  auto g = std::make_shared<Fun>();
  g->kind = FunKind::Gather;
  g->index = std::move(f);
  return g;
}
FunPtr scatter(IndexFun f) {
  internal_assert(!f.var.empty() && f.body, "scatter needs an index function");
  auto g = std::make_shared<Fun>();
  g->kind = FunKind::Scatter;
  g->index = std::move(f);
  return g;
}
FunPtr slide(arith::Expr size, arith::Expr step) {
  auto g = std::make_shared<Fun>();
  g->kind = FunKind::Slide;
  g->n = std::move(size);
  g->step = std::move(step);
  return g;
}
std::vector<FunPtr> transpose_gather(arith::Expr nrows, arith::Expr ncols) {
  // Element i = r*nrows + c (row r < ncols, column c < nrows) of the
  // transposed, flattened matrix is element c*ncols + r of the input.
  auto i = arith::var("i");
  IndexFun f{"i", arith::add(arith::mul(arith::mod(i, nrows), ncols), arith::div(i, nrows))};
  return {split(nrows), gather(f), join()};
}
std::vector<FunPtr> transpose_scatter(arith::Expr nrows, arith::Expr ncols) {
  // Element i = a*ncols + b of the flattened input goes to b*nrows + a.
  auto i = arith::var("i");
  IndexFun f{"i", arith::add(arith::mul(arith::mod(i, ncols), nrows), arith::div(i, ncols))};
  return {split(nrows), scatter(f), join()};
}
FunPtr zip() { return pattern(FunKind::Zip); }
FunPtr get(int i) { return pattern(FunKind::Get, {}, nullptr, i); }
FunPtr as_vector(int64_t w) { return pattern(FunKind::AsVector, {}, arith::cst(w)); }
FunPtr as_scalar() { return pattern(FunKind::AsScalar); }
FunPtr map_vec(FunPtr f) { return pattern(FunKind::MapVec, {std::move(f)}); }

FunPtr compose(const std::vector<FunPtr>& fs) {
  static int counter = 0;
  std::string x = "x" + std::to_string(counter++);
  PExprPtr e = param(x);
  for (auto it = fs.rbegin(); it != fs.rend(); ++it) e = call(*it, {e});
  return lambda({x}, e);
}

// ---------------------------------------------------------------- printing

namespace {
const char* kind_name(FunKind k) {
  switch (k) {
    case FunKind::Lambda: return "lambda";
    case FunKind::UserFun: return "userfun";
    case FunKind::Map: return "map";
    case FunKind::Reduce: return "reduce";
    case FunKind::ReducePart: return "reducePart";
    case FunKind::Scan: return "scan";
    case FunKind::MapGlb: return "mapGlb";
    case FunKind::MapWrg: return "mapWrg";
    case FunKind::MapLcl: return "mapLcl";
    case FunKind::MapSeq: return "mapSeq";
    case FunKind::ReduceSeq: return "reduceSeq";
    case FunKind::ScanSeq: return "scanSeq";
    case FunKind::ScanSeqExcl: return "scanSeqExcl";
    case FunKind::Iterate: return "iterate";
    case FunKind::Split: return "split";
    case FunKind::Join: return "join";
    case FunKind::ReorderStride: return "reorderStride";
    case FunKind::Pad: return "pad";
    case FunKind::Gather: return "gather";
    case FunKind::Scatter: return "scatter";
    case FunKind::Slide: return "slide";
    case FunKind::Zip: return "zip";
    case FunKind::Get: return "get";
    case FunKind::Id: return "id";
    case FunKind::AsVector: return "asVector";
    case FunKind::AsScalar: return "asScalar";
    case FunKind::MapVec: return "mapVec";
    case FunKind::ToLocal: return "toLocal";
    case FunKind::ToGlobal: return "toGlobal";
    case FunKind::ToPrivate: return "toPrivate";
  }
  return "?";
}
}  // namespace

std::string print_fun(const FunPtr& f) {
  std::ostringstream os;
  switch (f->kind) {
    case FunKind::Lambda: {
      // A composition λx. f(g(x)) prints as f ∘ g.
      std::vector<std::string> chain;
      PExprPtr e = f->body;
      while (f->params.size() == 1 && e->kind == PExpr::Kind::Call && e->args.size() == 1) {
        chain.push_back(print_fun(e->fun));
        e = e->args[0];
      }
      if (f->params.size() == 1 && e->kind == PExpr::Kind::Param && e->name == f->params[0] &&
          chain.size() >= 2) {
        for (size_t i = 0; i < chain.size(); ++i) os << (i ? " o " : "") << chain[i];
        return os.str();
      }
      os << "(\\";
      for (auto& p : f->params) os << p << " ";
      os << "-> " << print_expr(f->body) << ")";
      return os.str();
    }
    case FunKind::UserFun: return f->user->name;
    case FunKind::MapGlb: case FunKind::MapWrg: case FunKind::MapLcl:
      return std::string(kind_name(f->kind)) + std::to_string(f->dim) + "(" + print_fun(f->f[0]) + ")";
    case FunKind::Split: case FunKind::ReorderStride: case FunKind::Pad: case FunKind::AsVector:
      return std::string(kind_name(f->kind)) + "(" + arith::str(f->n) + ")";
    case FunKind::Gather: case FunKind::Scatter:
      return std::string(kind_name(f->kind)) + "(" + f->index.var + " -> " + arith::str(f->index.body) + ")";
    case FunKind::Slide: return "slide(" + arith::str(f->n) + ", " + arith::str(f->step) + ")";
    case FunKind::Get: return "get(" + std::to_string(f->dim) + ")";
    case FunKind::Join: case FunKind::Zip: case FunKind::Id: case FunKind::AsScalar: return kind_name(f->kind);
    case FunKind::Iterate:
      return "iterate(" + arith::str(f->n) + ", " + print_fun(f->f[0]) + ")";
    case FunKind::ReducePart:
      os << "reducePart(" << print_fun(f->f[0]);
      for (auto& i : f->init) os << ", " << print_expr(i);
      os << ", " << arith::str(f->n) << ")";
      return os.str();
    case FunKind::Reduce: case FunKind::Scan:
      os << kind_name(f->kind) << "(" << print_fun(f->f[0]);
      for (auto& i : f->init) os << ", " << print_expr(i);
      os << ")";
      return os.str();
    default:
      return std::string(kind_name(f->kind)) + "(" + print_fun(f->f[0]) + ")";
  }
}

std::string print_expr(const PExprPtr& e) {
  switch (e->kind) {
    case PExpr::Kind::Param: return e->name;
    case PExpr::Kind::Literal: {
      std::string s = e->lit.size() == 1 ? "" : "(";
      for (size_t i = 0; i < e->lit.size(); ++i) s += (i ? ", " : "") + prim_value_str(e->lit[i]);
      return s + (e->lit.size() == 1 ? "" : ")");
    }
    case PExpr::Kind::Iota: return "iota(" + arith::str(e->n) + ")";
    case PExpr::Kind::Call: {
      std::string s = print_fun(e->fun);
      if (e->fun->kind == FunKind::Lambda && s[0] != '(') s = "(" + s + ")";
      s += "(";
      for (size_t i = 0; i < e->args.size(); ++i) s += (i ? ", " : "") + print_expr(e->args[i]);
      return s + ")";
    }
  }
  return "?";
}

// ---------------------------------------------------------------- types

PType scalar_type(PrimType t) { PType r; r.kind = PType::Kind::Scalar; r.prim = t; return r; }
PType array_type(PType elem, arith::Expr len) {
  PType r;
  r.kind = PType::Kind::Array;
  r.elem = std::make_shared<PType>(std::move(elem));
  r.len = std::move(len);
  return r;
}
PType tuple_type(std::vector<PType> comps) {
  if (comps.size() == 1) return comps[0];
  PType r;
  r.kind = PType::Kind::Tuple;
  r.comps = std::move(comps);
  return r;
}

PType vector_type(PrimType t, int64_t w) {
  PType r = array_type(scalar_type(t), arith::cst(w));
  r.vector = true;
  return r;
}

std::string type_str(const PType& t) {
  if (t.kind == PType::Kind::Array && t.vector) return "<" + type_str(*t.elem) + ">_" + arith::str(t.len);
  switch (t.kind) {
    case PType::Kind::Scalar: return prim_name(t.prim);
    case PType::Kind::Array: return "[" + type_str(*t.elem) + "]_" + arith::str(t.len);
    case PType::Kind::Tuple: {
      std::string s = "(";
      for (size_t i = 0; i < t.comps.size(); ++i) s += (i ? ", " : "") + type_str(t.comps[i]);
      return s + ")";
    }
  }
  return "?";
}

namespace {
void flatten_scalars(const PType& t, std::vector<PrimType>& out, const std::string& where) {
  if (t.kind == PType::Kind::Scalar) { out.push_back(t.prim); return; }
  internal_assert(t.kind == PType::Kind::Tuple, where << ": expected scalars, got " << type_str(t));
  for (auto& c : t.comps) flatten_scalars(c, out, where);
}
const PType& expect_array(const PType& t, const char* pat) {
  internal_assert(t.kind == PType::Kind::Array, pat << " applied to a non-array of type " << type_str(t));
  return t;
}
}  // namespace

PType apply_type(const FunPtr& f, const std::vector<PType>& args, const TypeEnv& env) {
  auto one = [&](const char* what) -> const PType& {
    internal_assert(args.size() == 1, what << " takes one argument, got " << args.size());
    return args[0];
  };
  switch (f->kind) {
    case FunKind::Lambda: {
      // A tuple argument may be destructured into several parameters.
      if (f->params.size() > 1 && args.size() == 1 && args[0].kind == PType::Kind::Tuple &&
          args[0].comps.size() == f->params.size())
        return apply_type(f, args[0].comps, env);
      internal_assert(f->params.size() == args.size(),
                      "lambda with " << f->params.size() << " parameters applied to " << args.size() << " arguments");
      TypeEnv inner = env;
      for (size_t i = 0; i < args.size(); ++i) inner[f->params[i]] = args[i];
      return check_type(f->body, inner);
    }
    case FunKind::UserFun: {
      std::vector<PrimType> flat;
      for (auto& a : args) flatten_scalars(a, flat, f->user->name);
      internal_assert(flat.size() == f->user->params.size(),
                      "user function " << f->user->name << " takes " << f->user->params.size()
                                       << " scalars, got " << flat.size());
      std::vector<PType> rs;
      for (auto t : f->user->ret) rs.push_back(scalar_type(t));
      return tuple_type(rs);
    }
    case FunKind::Map: case FunKind::MapGlb: case FunKind::MapWrg: case FunKind::MapLcl:
    case FunKind::MapSeq: {
      const PType& a = expect_array(one("map"), "map");
      return array_type(apply_type(f->f[0], {*a.elem}, env), a.len);
    }
    case FunKind::Reduce: case FunKind::ReducePart: case FunKind::Scan: {
      const PType& a = expect_array(one("reduce"), "reduce");
      std::vector<PType> init;
      for (auto& i : f->init) init.push_back(check_type(i, env));
      PType acc = tuple_type(init);
      if (f->kind == FunKind::Scan) return array_type(acc, a.len);
      return array_type(acc, f->kind == FunKind::Reduce ? arith::cst(1) : f->n);
    }
    case FunKind::ReduceSeq: case FunKind::ScanSeq: case FunKind::ScanSeqExcl: {
      internal_assert(args.size() == 2, "reduceSeq/scanSeq take (init, array)");
      const PType& a = expect_array(args[1], "reduceSeq");
      apply_type(f->f[0], {args[0], *a.elem}, env);  // checks the operator
      return array_type(args[0], f->kind == FunKind::ReduceSeq ? arith::cst(1) : a.len);
    }
    case FunKind::Iterate: {
      int64_t k = 0;
      internal_assert(arith::is_const(f->n, &k), "iterate needs a constant count");
      PType t = one("iterate");
      for (int64_t i = 0; i < k; ++i) t = apply_type(f->f[0], {t}, env);
      return t;
    }
    case FunKind::Split: {
      const PType& a = expect_array(one("split"), "split");
      return array_type(array_type(*a.elem, f->n), arith::ceil_div(a.len, f->n));
    }
    case FunKind::Join: {
      const PType& a = expect_array(one("join"), "join");
      const PType& row = expect_array(*a.elem, "join");
      return array_type(*row.elem, arith::mul(a.len, row.len));
    }
    case FunKind::ReorderStride: case FunKind::Id:
      return one("reorderStride");
    case FunKind::Gather: case FunKind::Scatter:
      // A permutation: same element type and length.
      return expect_array(one(kind_name(f->kind)), kind_name(f->kind));
    case FunKind::Slide: {
      // The number of full windows: (n - size)/step + 1, for n >= size.
      const PType& a = expect_array(one("slide"), "slide");
      int64_t step = 0, n = 0, size = 0;
      internal_assert(!arith::is_const(f->step, &step) || step > 0, "slide with step " << step);
      internal_assert(!arith::is_const(a.len, &n) || !arith::is_const(f->n, &size) || n >= size,
                      "slide(" << size << ", " << step << ") on an array of " << n << " elements");
      arith::Expr windows = arith::add(arith::div(arith::sub(a.len, f->n), f->step), arith::cst(1));
      return array_type(array_type(*a.elem, f->n), windows);
    }
    case FunKind::Pad: {
      const PType& a = expect_array(one("pad"), "pad");
      return array_type(*a.elem, f->n);
    }
    case FunKind::Zip: {
      std::vector<PType> elems;
      for (auto& a : args) elems.push_back(*expect_array(a, "zip").elem);
      internal_assert(!args.empty(), "zip of nothing");
      return array_type(tuple_type(elems), args[0].len);
    }
    case FunKind::Get: {
      const PType& t = one("get");
      internal_assert(t.kind == PType::Kind::Tuple && f->dim < (int)t.comps.size(), "get on " << type_str(t));
      return t.comps[f->dim];
    }
    case FunKind::AsVector: {
      // [S]_{m} -> [<S>_w]_{m/w}; the lowering makes w divide m.
      const PType& a = expect_array(one("asVector"), "asVector");
      int64_t w = 0;
      internal_assert(arith::is_const(f->n, &w) && w > 1, "asVector needs a constant width > 1");
      internal_assert(a.elem->kind == PType::Kind::Scalar && !a.vector,
                      "asVector applied to " << type_str(a) << " (an array of scalars expected)");
      return array_type(vector_type(a.elem->prim, w), arith::div(a.len, f->n));
    }
    case FunKind::AsScalar: {
      const PType& a = expect_array(one("asScalar"), "asScalar");
      internal_assert(a.elem->kind == PType::Kind::Array && a.elem->vector,
                      "asScalar applied to " << type_str(a) << " (an array of vectors expected)");
      return array_type(*a.elem->elem, arith::mul(a.len, a.elem->len));
    }
    case FunKind::MapVec: {
      // <A>_w -> <B>_w for f : A -> B on scalars.
      const PType& v = one("mapVec");
      internal_assert(v.kind == PType::Kind::Array && v.vector, "mapVec applied to " << type_str(v) << " (a vector expected)");
      PType r = apply_type(f->f[0], {*v.elem}, env);
      int64_t w = 0;
      arith::is_const(v.len, &w);
      if (r.kind == PType::Kind::Tuple) {
        // Several scalar results (argmax's value and index): w lanes of
        // tuples, one private array per component in the code.
        for (auto& c : r.comps)
          internal_assert(c.kind == PType::Kind::Scalar, "mapVec of a function returning " << type_str(r));
        PType t = array_type(r, arith::cst(w));
        t.vector = true;
        return t;
      }
      internal_assert(r.kind == PType::Kind::Scalar, "mapVec of a function returning " << type_str(r));
      return vector_type(r.prim, w);
    }
    case FunKind::ToLocal: case FunKind::ToGlobal: case FunKind::ToPrivate:
      return apply_type(f->f[0], args, env);
  }
  internal_error("apply_type: unknown pattern", __FILE__, __LINE__);
}

PType check_type(const PExprPtr& e, const TypeEnv& env) {
  switch (e->kind) {
    case PExpr::Kind::Param: {
      auto it = env.find(e->name);
      internal_assert(it != env.end(), "pattern parameter " << e->name << " not in scope");
      return it->second;
    }
    case PExpr::Kind::Literal: {
      std::vector<PType> cs;
      for (auto& v : e->lit) cs.push_back(scalar_type(v.type));
      return tuple_type(cs);
    }
    case PExpr::Kind::Iota: return array_type(scalar_type(PrimType::I64), e->n);
    case PExpr::Kind::Call: {
      std::vector<PType> args;
      for (auto& a : e->args) args.push_back(check_type(a, env));
      return apply_type(e->fun, args, env);
    }
  }
  internal_error("check_type: unknown expression", __FILE__, __LINE__);
}

}  // namespace runic::rewrite
