// The IR type checker (see check.h).
//
// Run after every pass (--check-ir); a failure is our bug, reported as an
// InternalError "IR check failed after pass 'X': in entry f: message".
// Checks: every name is bound before its use and bound once in the whole
// program; operands of scalar operators have the operator's type; indexing
// applies to arrays with integer indices; Screma lambdas take one parameter
// per input array (of the row type) and return at least the values the
// scans and reductions consume; operator lambdas take 2k parameters for k
// neutral elements of matching types; patterns bind as many names as the
// expression returns (where that is known); stream chunk functions take
// (m: i64, accumulators, [m] chunks) and return accumulators and arrays;
// SegOp bodies are sequential (no Screma or Stream anywhere inside); an
// Apply names a non-entry function of the program and passes one argument
// of the parameter's element type and rank per parameter.
#include "ir/check.h"

#include <unordered_map>
#include <unordered_set>

namespace runic::ir {

namespace {

struct CheckFailure {
  std::string message;
};

class Checker {
 public:
  std::unordered_map<std::string, const Function*> functions;
  std::unordered_set<VName> bound_ever;
  std::unordered_map<VName, Type> scope;

  [[noreturn]] void fail(const std::string& msg) { throw CheckFailure{msg}; }

  void bind(const VName& n, const Type& t) {
    if (n.empty()) fail("empty name bound");
    if (!bound_ever.insert(n).second) fail("name " + n + " is bound more than once");
    scope[n] = t;
  }
  void unbind(const VName& n) { scope.erase(n); }

  const Type& lookup(const VName& n) {
    auto it = scope.find(n);
    if (it == scope.end()) fail("name " + n + " is used but not bound (or out of scope)");
    return it->second;
  }
  Type type_of(const SubExp& s) {
    if (s.is_const()) return Type::scalar(s.value.type);
    return lookup(s.var);
  }
  void expect_scalar(const SubExp& s, PrimType t, const std::string& what) {
    Type ty = type_of(s);
    if (ty.is_array() || ty.elem != t)
      fail(what + ": operand " + subexp_str(s) + " has type " + type_str(ty) + ", expected " + prim_name(t));
  }
  void expect_int(const SubExp& s, const std::string& what) {
    Type ty = type_of(s);
    if (ty.is_array() || !is_int(ty.elem))
      fail(what + ": operand " + subexp_str(s) + " has type " + type_str(ty) + ", expected an integer");
  }
  const Type& expect_array(const VName& n, const std::string& what) {
    const Type& t = lookup(n);
    if (!t.is_array()) fail(what + ": " + n + " is not an array (type " + type_str(t) + ")");
    return t;
  }
  void check_sizes(const Type& t) {
    for (const SubExp& d : t.shape)
      if (d.is_const() && !is_int(d.value.type)) fail("non-integer size in type " + type_str(t));
  }

  // ---- bodies ----
  void body(const Body& b, std::vector<VName>& bound_here) {
    for (const Stm& s : b.stms) stm(s, bound_here);
    for (const SubExp& r : b.result) type_of(r);
  }
  // Checks a body in its own scope (names bound inside go out of scope after).
  void scoped_body(const BodyPtr& b, const std::vector<Param>& params = {}) {
    if (!b) fail("missing body");
    std::vector<VName> bound_here;
    for (const Param& p : params) {
      bind(p.name, p.type);
      bound_here.push_back(p.name);
    }
    body(*b, bound_here);
    for (const VName& n : bound_here) unbind(n);
  }
  void lambda(const Lambda& l, const std::string& what) {
    if (!l.body) fail(what + ": lambda without body");
    if (l.body->result.size() != l.ret.size())
      fail(what + ": lambda returns " + std::to_string(l.body->result.size()) + " values but declares " +
           std::to_string(l.ret.size()));
    scoped_body(l.body, l.params);
  }
  void reduce_op(const ReduceOp& op, const std::string& what) {
    size_t k = op.neutral.size();
    if (op.lambda.params.size() != 2 * k)
      fail(what + ": operator takes " + std::to_string(op.lambda.params.size()) + " parameters for " +
           std::to_string(k) + " neutral elements");
    if (op.lambda.ret.size() != k) fail(what + ": operator returns " + std::to_string(op.lambda.ret.size()) + " values, expected " + std::to_string(k));
    for (size_t i = 0; i < k; i++) {
      Type nt = type_of(op.neutral[i]);
      if (nt.elem != op.lambda.params[i].type.elem || nt.rank() != op.lambda.params[i].type.rank())
        fail(what + ": neutral element " + subexp_str(op.neutral[i]) + " of type " + type_str(nt) +
             " does not fit operator parameter " + op.lambda.params[i].name + ": " +
             type_str(op.lambda.params[i].type));
    }
    lambda(op.lambda, what);
  }

  static bool contains_screma(const Body& b) {
    for (const Stm& s : b.stms) {
      if (s.exp.kind == Exp::Kind::Screma || s.exp.kind == Exp::Kind::Stream || s.exp.kind == Exp::Kind::Scatter ||
          s.exp.kind == Exp::Kind::Hist)
        return true;
      for (const BodyPtr& c : s.exp.bodies)
        if (c && contains_screma(*c)) return true;
    }
    return false;
  }

  void stm(const Stm& s, std::vector<VName>& bound_here) {
    const Exp& e = s.exp;
    std::string what = "statement binding " + (s.pat.empty() ? std::string("()") : s.pat[0].name);
    size_t nres = exp(e, what);
    if (nres != static_cast<size_t>(-1) && nres != s.pat.size())
      fail(what + ": pattern binds " + std::to_string(s.pat.size()) + " names, expression returns " +
           std::to_string(nres) + " values");
    for (const Param& p : s.pat) {
      check_sizes(p.type);
      bind(p.name, p.type);
      bound_here.push_back(p.name);
    }
  }

  // Checks e; returns its number of results (or -1 when not known).
  size_t exp(const Exp& e, const std::string& what) {
    auto nargs = [&](size_t n) {
      if (e.args.size() < n) fail(what + ": expected " + std::to_string(n) + " operands");
    };
    switch (e.kind) {
      case Exp::Kind::SubExp: nargs(1); type_of(e.args[0]); return 1;
      case Exp::Kind::BinOp: {
        nargs(2);
        expect_scalar(e.args[0], e.prim, what + " (" + binop_name(e.binop) + ")");
        expect_scalar(e.args[1], e.prim, what + " (" + binop_name(e.binop) + ")");
        return 1;
      }
      case Exp::Kind::CmpOp:
        nargs(2);
        expect_scalar(e.args[0], e.prim, what + " (" + cmpop_name(e.cmpop) + ")");
        expect_scalar(e.args[1], e.prim, what + " (" + cmpop_name(e.cmpop) + ")");
        return 1;
      case Exp::Kind::UnOp: nargs(1); expect_scalar(e.args[0], e.prim, what + " (" + unop_name(e.unop) + ")"); return 1;
      case Exp::Kind::Convert: nargs(1); expect_scalar(e.args[0], e.from, what + " (conversion)"); return 1;
      case Exp::Kind::PrimFun:
        if (!is_primfun(e.fun_name)) fail(what + ": unknown primitive function " + e.fun_name);
        for (const SubExp& a : e.args)
          if (type_of(a).is_array()) fail(what + ": array argument to " + e.fun_name);
        return 1;
      case Exp::Kind::Index:
      case Exp::Kind::Update: {
        const Type& t = expect_array(e.array, what);
        if (static_cast<int>(e.dims.size()) > t.rank()) fail(what + ": too many indices for " + type_str(t));
        for (const DimIndex& d : e.dims) {
          if (d.is_slice) {
            expect_int(d.start, what);
            expect_int(d.count, what);
            expect_int(d.stride, what);
          } else {
            expect_int(d.index, what);
          }
        }
        if (e.kind == Exp::Kind::Update) {
          nargs(1);
          Type vt = type_of(e.args[0]);
          if (vt.elem != t.elem) fail(what + ": update of " + type_str(t) + " with a value of type " + type_str(vt));
        }
        return 1;
      }
      case Exp::Kind::ArrayLit:
        for (const SubExp& a : e.args)
          if (type_of(a).elem != e.type.elem) fail(what + ": array literal element " + subexp_str(a) + " has the wrong type");
        return 1;
      case Exp::Kind::Iota:
        nargs(1);
        expect_int(e.args[0], what);
        if (!is_int(e.prim)) fail(what + ": iota of non-integer type " + prim_name(e.prim));
        for (const SubExp& a : e.args) type_of(a);
        return 1;
      case Exp::Kind::Replicate: nargs(2); expect_int(e.args[0], what); type_of(e.args[1]); return 1;
      case Exp::Kind::Rearrange: {
        const Type& t = expect_array(e.array, what);
        if (static_cast<int>(e.perm.size()) != t.rank()) fail(what + ": permutation of the wrong rank");
        std::vector<bool> seen(e.perm.size(), false);
        for (int p : e.perm) {
          if (p < 0 || p >= t.rank() || seen[static_cast<size_t>(p)]) fail(what + ": not a permutation");
          seen[static_cast<size_t>(p)] = true;
        }
        return 1;
      }
      case Exp::Kind::Reshape:
        expect_array(e.array, what);
        for (const SubExp& a : e.args) expect_int(a, what);
        return 1;
      case Exp::Kind::Concat: {
        if (e.arrays.empty()) fail(what + ": concat of no arrays");
        const Type& t0 = expect_array(e.arrays[0], what);
        for (const VName& a : e.arrays) {
          const Type& t = expect_array(a, what);
          if (t.elem != t0.elem || t.rank() != t0.rank()) fail(what + ": concat of arrays of different types");
        }
        for (const SubExp& a : e.args) expect_int(a, what);
        return 1;
      }
      case Exp::Kind::Copy: lookup(e.array); return 1;
      case Exp::Kind::Assert:
        if (e.args.empty()) nargs(1);
        for (size_t k = 1; k < e.args.size(); ++k) expect_int(e.args[k], what + " (assert value)");
        expect_scalar(e.args[0], PrimType::Bool, what + " (assert)"); return static_cast<size_t>(-1);
      case Exp::Kind::If: {
        nargs(1);
        expect_scalar(e.args[0], PrimType::Bool, what + " (if condition)");
        if (e.bodies.size() != 2) fail(what + ": if without two branches");
        for (const BodyPtr& b : e.bodies) {
          scoped_body(b);
          if (b->result.size() != e.ret.size()) fail(what + ": if branch returns " + std::to_string(b->result.size()) + " values, expected " + std::to_string(e.ret.size()));
        }
        return e.ret.size();
      }
      case Exp::Kind::Loop: {
        if (e.bodies.size() != 1) fail(what + ": loop without a body");
        std::vector<Param> params;
        for (const auto& m : e.merge) {
          Type it = type_of(m.second);
          if (it.elem != m.first.type.elem || it.rank() != m.first.type.rank())
            fail(what + ": loop parameter " + m.first.name + ": " + type_str(m.first.type) + " initialised with " +
                 subexp_str(m.second) + ": " + type_str(it));
          params.push_back(m.first);
        }
        if (e.loop_kind == Exp::LoopKind::For) {
          nargs(1);
          expect_int(e.args[0], what);
          params.push_back(Param{e.loop_var, Type::scalar(is_int(e.prim) ? e.prim : PrimType::I64)});
        } else {
          bool found = false;
          for (const auto& m : e.merge)
            if (m.first.name == e.loop_var) found = m.first.type.elem == PrimType::Bool && !m.first.type.is_array();
          if (!found) fail(what + ": while loop condition " + e.loop_var + " is not a bool loop parameter");
        }
        scoped_body(e.bodies[0], params);
        if (e.bodies[0]->result.size() != e.merge.size())
          fail(what + ": loop body returns " + std::to_string(e.bodies[0]->result.size()) + " values for " +
               std::to_string(e.merge.size()) + " loop parameters");
        return e.merge.size();
      }
      case Exp::Kind::Screma: {
        nargs(1);
        expect_int(e.args[0], what);
        const Lambda& l = e.map_lambda;
        if (l.params.size() != e.arrays.size())
          fail(what + ": screma lambda takes " + std::to_string(l.params.size()) + " parameters for " +
               std::to_string(e.arrays.size()) + " arrays");
        for (size_t i = 0; i < e.arrays.size(); i++) {
          const Type& t = expect_array(e.arrays[i], what);
          if (t.elem != l.params[i].type.elem || t.rank() - 1 != l.params[i].type.rank())
            fail(what + ": lambda parameter " + l.params[i].name + ": " + type_str(l.params[i].type) +
                 " does not fit the rows of " + e.arrays[i] + ": " + type_str(t));
        }
        size_t used = 0;
        for (const ReduceOp& op : e.scans) {
          reduce_op(op, what + " (scan operator)");
          used += op.neutral.size();
        }
        for (const ReduceOp& op : e.reduces) {
          reduce_op(op, what + " (reduce operator)");
          used += op.neutral.size();
        }
        lambda(l, what + " (map lambda)");
        if (l.ret.size() < used)
          fail(what + ": map lambda returns " + std::to_string(l.ret.size()) + " values, operators consume " +
               std::to_string(used));
        return l.ret.size();
      }
      case Exp::Kind::Stream: {
        // Chunk function: (m: i64, accs..., chunks [m]t...) -> (accs..., [m] arrays...).
        if (e.args.empty()) fail(what + ": stream without a width");
        expect_int(e.args[0], what);
        size_t p = e.args.size() - 1;
        const Lambda& l = e.map_lambda;
        if (l.params.size() != 1 + p + e.arrays.size())
          fail(what + ": chunk function takes " + std::to_string(l.params.size()) + " parameters for 1 + " +
               std::to_string(p) + " accumulators + " + std::to_string(e.arrays.size()) + " arrays");
        if (l.params[0].type.is_array() || l.params[0].type.elem != PrimType::I64)
          fail(what + ": the chunk size parameter must be an i64");
        if (e.stream_kind == Exp::StreamKind::Map && p != 0) fail(what + ": stream_map has no accumulators");
        for (size_t i = 0; i < p; i++) {
          Type at = type_of(e.args[1 + i]);
          const Type& pt = l.params[1 + i].type;
          if (at.elem != pt.elem || at.rank() != pt.rank())
            fail(what + ": accumulator " + subexp_str(e.args[1 + i]) + ": " + type_str(at) +
                 " does not fit parameter " + l.params[1 + i].name + ": " + type_str(pt));
        }
        for (size_t i = 0; i < e.arrays.size(); i++) {
          const Type& t = expect_array(e.arrays[i], what);
          const Type& pt = l.params[1 + p + i].type;
          if (t.elem != pt.elem || t.rank() != pt.rank() || !pt.shape[0].is_var() ||
              pt.shape[0].var != l.params[0].name)
            fail(what + ": chunk parameter " + l.params[1 + p + i].name + ": " + type_str(pt) +
                 " is not a chunk [" + l.params[0].name + "] of " + e.arrays[i] + ": " + type_str(t));
        }
        if (l.ret.size() < p) fail(what + ": chunk function returns fewer values than accumulators");
        for (size_t i = p; i < l.ret.size(); i++)
          if (!l.ret[i].is_array()) fail(what + ": chunk function result " + std::to_string(i) + " is not an array");
        if (e.stream_kind == Exp::StreamKind::Red) {
          if (e.reduces.size() != 1 || !e.reduces[0].neutral.empty() ||
              e.reduces[0].lambda.params.size() != 2 * p || e.reduces[0].lambda.ret.size() != p)
            fail(what + ": stream_red needs one operator over its " + std::to_string(p) +
                 " accumulators (and no separate neutral elements)");
          lambda(e.reduces[0].lambda, what + " (stream_red operator)");
        } else if (!e.reduces.empty()) {
          fail(what + ": only stream_red has an operator");
        }
        lambda(l, what + " (chunk function)");
        return l.ret.size();
      }
      case Exp::Kind::Ad: {
        // ad_mode of the lambda at its parameters' leaves, then the seed.
        const Lambda& l = e.map_lambda;
        bool forward = e.ad_mode == Exp::AdMode::Jvp || e.ad_mode == Exp::AdMode::Jvp2;
        size_t seeds = e.ad_mode == Exp::AdMode::WithVjp ? 0 : forward ? l.params.size() : l.ret.size();
        if (e.ad_mode == Exp::AdMode::WithVjp) {
          if (e.reduces.size() != 1) fail(what + ": with_vjp without its custom adjoint");
          lambda(e.reduces[0].lambda, what + " (custom adjoint)");
        }
        if (e.args.size() != l.params.size() + seeds)
          fail(what + ": differentiation of a function of " + std::to_string(l.params.size()) + " parameters and " +
               std::to_string(l.ret.size()) + " results given " + std::to_string(e.args.size()) + " arguments");
        for (size_t i = 0; i < l.params.size(); i++) {
          Type t = type_of(e.args[i]);
          if (t.elem != l.params[i].type.elem || t.rank() != l.params[i].type.rank())
            fail(what + ": argument " + subexp_str(e.args[i]) + " does not fit parameter " + l.params[i].name);
        }
        lambda(l, what + " (differentiated function)");
        switch (e.ad_mode) {
          case Exp::AdMode::Jvp: return l.ret.size();
          case Exp::AdMode::Jvp2: return 2 * l.ret.size();
          case Exp::AdMode::Vjp: return l.params.size();
          case Exp::AdMode::Vjp2: return l.ret.size() + l.params.size();
          case Exp::AdMode::WithVjp: return l.ret.size();
        }
        return l.ret.size();
      }
      case Exp::Kind::Apply: {
        auto it = functions.find(e.fun_name);
        if (it == functions.end() || it->second->entry) fail(what + ": apply of unknown function " + e.fun_name);
        const Function& f = *it->second;
        if (e.args.size() != f.params.size())
          fail(what + ": " + e.fun_name + " takes " + std::to_string(f.params.size()) + " arguments, given " +
               std::to_string(e.args.size()));
        for (size_t i = 0; i < e.args.size(); i++) {
          Type t = type_of(e.args[i]);
          if (t.elem != f.params[i].type.elem || t.rank() != f.params[i].type.rank())
            fail(what + ": argument " + subexp_str(e.args[i]) + " of type " + type_str(t) + " does not fit parameter " +
                 f.params[i].name + ": " + type_str(f.params[i].type));
        }
        return f.ret.size();
      }
      case Exp::Kind::Scatter:
      case Exp::Kind::Hist: {
        nargs(1);
        expect_int(e.args[0], what);
        if (e.arrays.size() < 3 || e.arrays.size() % 2 == 0)
          fail(what + ": scatter/hist takes an index array, then k value arrays and k destinations");
        size_t k = (e.arrays.size() - 1) / 2;
        const Type& it = expect_array(e.arrays[0], what);
        if (it.rank() != 1 || it.elem != PrimType::I64) fail(what + ": indices must be [w]i64, found " + type_str(it));
        for (size_t j = 0; j < k; j++) {
          const Type& vt = expect_array(e.arrays[1 + j], what);
          const Type& dt = expect_array(e.arrays[1 + k + j], what);
          if (vt.elem != dt.elem || vt.rank() != dt.rank())
            fail(what + ": values " + type_str(vt) + " do not fit destination " + type_str(dt));
        }
        if (e.kind == Exp::Kind::Hist) {
          if (e.reduces.size() != 1 || e.reduces[0].neutral.size() != k)
            fail(what + ": hist needs one operator of arity " + std::to_string(k));
          reduce_op(e.reduces[0], what + " (hist operator)");
        }
        return k;
      }
      case Exp::Kind::SegOp: {
        if (e.seg_space.dims.empty()) fail(what + ": SegOp with an empty space");
        if ((e.seg_kind == SegKind::Scatter || e.seg_kind == SegKind::Hist) &&
            (e.seg_space.dims.size() != 1 || e.ret.size() != e.arrays.size() + 1))
          fail(what + ": segscatter/seghist needs one dimension and returns (index, one value per destination)");
        if (e.bodies.size() != 1) fail(what + ": SegOp without a body");
        std::vector<Param> params;
        for (const auto& d : e.seg_space.dims) {
          expect_int(d.second, what);
          params.push_back(Param{d.first, Type::scalar(PrimType::I64)});
        }
        size_t used = 0;
        for (const ReduceOp& op : e.reduces) {
          reduce_op(op, what + " (SegOp operator)");
          used += op.neutral.size();
        }
        if ((e.seg_kind == SegKind::Red || e.seg_kind == SegKind::Scan || e.seg_kind == SegKind::Hist) && e.reduces.empty()) fail(what + ": segred/segscan without an operator");
        if (!e.seg_group && contains_screma(*e.bodies[0])) fail(what + ": SegOp body contains a SOAC (must be sequential)");
        scoped_body(e.bodies[0], params);
        if (e.bodies[0]->result.size() != e.ret.size())
          fail(what + ": SegOp body returns " + std::to_string(e.bodies[0]->result.size()) + " values, declares " +
               std::to_string(e.ret.size()));
        if (e.seg_kind == SegKind::Scatter || e.seg_kind == SegKind::Hist) {
          for (const VName& a : e.arrays) expect_array(a, what);
          return e.arrays.size();
        }
        if (e.ret.size() < used) fail(what + ": SegOp returns fewer values than its operator consumes");
        return e.ret.size();
      }
    }
    return static_cast<size_t>(-1);
  }
};

}  // namespace

void check_program(const Program& prog, const std::string& after_pass) {
  Checker c;
  for (const Function& f : prog.functions) c.functions[f.name] = &f;
  for (const Function& f : prog.functions) {
    try {
      std::vector<VName> bound_here;
      for (const Param& p : f.params) {
        c.bind(p.name, p.type);
        bound_here.push_back(p.name);
      }
      // Size names that first appear in parameter types are bound by them.
      for (const Param& p : f.params)
        for (const SubExp& d : p.type.shape)
          if (d.is_var() && !c.scope.count(d.var)) {
            c.bind(d.var, Type::scalar(PrimType::I64));
            bound_here.push_back(d.var);
          }
      if (!f.body) c.fail("function without a body");
      c.body(*f.body, bound_here);
      if (f.body->result.size() != f.ret.size())
        c.fail("body returns " + std::to_string(f.body->result.size()) + " values, function declares " +
               std::to_string(f.ret.size()));
      for (const VName& n : bound_here) c.unbind(n);
    } catch (const CheckFailure& fail) {
      throw InternalError("IR check failed after pass '" + after_pass + "': in " + (f.entry ? "entry " : "function ") +
                          f.name + ": " + fail.message);
    }
  }
}

}  // namespace runic::ir
