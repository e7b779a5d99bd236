// Flattening (PLDI'17 section 5, rules G1-G7 in their first, simple form):
// host-level SOACs become SegOps of the Kernel IR.
//
// Nomenclature.  *Host level*: the statements of a function body and of the
// Loop/If bodies at host level.  A *map nest* is a Screma map whose lambda
// body is, apart from scalar statements that can be floated inwards (and
// recomputed per inner point), exactly one inner Screma over rows of the
// outer inputs (or over invariant arrays) whose results are the lambda's
// results.  Its *context* is the list of parallel dimensions (thread index,
// size) collected so far, the statements to run at each point before the
// innermost part (bindings of outer parameters that are used as values, the
// floated scalar code), and the *views*: each nest parameter is the row
// `base[gtid_1, ..., gtid_k]` of an array bound outside the nest.
//
// Rules, applied to each host-level statement:
//   map nest ending in sequential code   -> SegMap over all nest dimensions
//   map nest ending in a redomap         -> segmented SegRed (reduction over
//                                           the innermost dimension)
//   map nest ending in a scanomap        -> segmented SegScan
//   redomap / scanomap (host level)      -> one-dimensional SegRed / SegScan
//   Screma mixing mapped outputs and operators, or scans and reductions,
//   or a redomap/scanomap whose lambda has inner parallelism
//                                        -> fission: a SegMap computing every
//                                           lambda result (with inner
//                                           parallelism: a map, distributed and
//                                           flattened as a nest), then a SegScan
//                                           and/or SegRed over the intermediate
//                                           arrays
//   iota, replicate, rearrange, slicing index -> SegMap per element
// Before a host-level map becomes a nest, distribute.cpp applies map
// distribution (G4, with the regularity side condition), map-loop
// interchange (G7, only with inner parallelism) and rearrange distribution
// (G6), innermost level first; before a reduction is flattened, reduce-map
// interchange (G5) turns a reduction with a vectorised operator into a
// segmented reduction over the transposed rows.  G1-G3 are the nest
// contexts below (map_nest).
// Statements of a nest level's lambda that are invariant to the nest and
// cannot fail are hoisted before the SegOp (so that `map (\y -> map f
// (iota w)) ys` is a perfect nest); elements of a host-level iota that feeds
// a nest are computed in place (iota fusion) and the dead iota is removed.
// Everything left inside a SegOp body is sequentialised (sequentialise.cpp),
// and row bindings in it become direct indexing (build.h:
// inline_row_bindings).
//
// Pre: Core IR (after fusion), names bound once.  Post: no Screma outside
// SegOp bodies; SegOp bodies contain no Screma; host-level Iota, Replicate,
// Rearrange and slicing Index are gone; interpreter results unchanged.
// SegOp bodies read their inputs with Index by the thread indices.
#include "flatten/flatten.h"

#include <set>

#include "flatten/build.h"
#include "flatten/distribute.h"
#include "flatten/rowgroup.h"
#include "ir/ir_walk.h"
#include "ir/serialise.h"

namespace runic {

namespace {

using namespace ir;
using namespace flatten_impl;

struct View {
  VName base;
  std::vector<SubExp> idxs;
};

struct NestContext {
  std::vector<std::pair<VName, SubExp>> dims;
  std::vector<Stm> prelude;
  std::map<VName, View> views;
  std::set<VName> bound;  // names bound inside the nest (parameters, floated code)
};

// Whether reduction operator `op` is elementwise on arrays: one map over its
// parameters whose results it returns (`map2 (+)`), which reduce-map
// interchange (G5) turns into a segmented reduction of scalars.
bool elementwise_operator(const ReduceOp& op) {
  const Lambda& l = op.lambda;
  if (!l.body || l.body->stms.size() != 1) return false;
  const Stm& m = l.body->stms[0];
  const Exp& e = m.exp;
  if (e.kind != Exp::Kind::Screma || !e.scans.empty() || !e.reduces.empty()) return false;
  if (e.arrays.size() != l.params.size() || m.pat.size() != l.body->result.size()) return false;
  for (size_t q = 0; q < e.arrays.size(); q++)
    if (e.arrays[q] != l.params[q].name) return false;
  for (size_t q = 0; q < m.pat.size(); q++)
    if (!l.body->result[q].is_var() || l.body->result[q].var != m.pat[q].name) return false;
  return true;
}

// Scans and reductions nested in a SOAC's function whose operator returns
// arrays other than elementwise become loops over their rows
// (ir/serialise.h): each thread runs its own.
void serialise_nested_array_ops(Body& b, bool nested);
void serialise_nested_array_ops(Lambda& l) {
  if (l.body) serialise_nested_array_ops(*l.body, true);
}
void serialise_nested_array_ops(Body& b, bool nested) {
  std::vector<Stm> out;
  for (Stm& s : b.stms) {
    Exp& e = s.exp;
    for (BodyPtr& c : e.bodies)
      if (c) serialise_nested_array_ops(*c, nested || e.kind == Exp::Kind::SegOp);
    serialise_nested_array_ops(e.map_lambda);
    for (ReduceOp& op : e.scans) serialise_nested_array_ops(op.lambda);
    for (ReduceOp& op : e.reduces) serialise_nested_array_ops(op.lambda);
    bool serial = false;
    if (nested && e.kind == Exp::Kind::Screma)
      for (const auto* ops : {&e.scans, &e.reduces})
        for (const ReduceOp& op : *ops) {
          bool arrays = false;
          for (const Type& t : op.lambda.ret) arrays = arrays || t.is_array();
          serial = serial || (arrays && !elementwise_operator(op));
        }
    if (serial) {
      for (Stm& t : ir::serialise_screma(s)) out.push_back(std::move(t));
      continue;
    }
    out.push_back(std::move(s));
  }
  b.stms = std::move(out);
}

// Whether a lambda body has parallelism of its own (a SOAC, possibly
// inside a loop).
bool has_inner_parallelism(const Body& b) {
  for (const Stm& s : b.stms) {
    if (s.exp.kind == Exp::Kind::Screma) return true;
    if (s.exp.kind == Exp::Kind::Loop && has_inner_parallelism(*s.exp.bodies.at(0))) return true;
  }
  return false;
}

class Flattener {
 public:
  explicit Flattener(TypeEnv env) : env_(std::move(env)) {}

  void host_body(Body& b) {
    std::vector<Stm> out;
    for (Stm& s : b.stms) host_stm(std::move(s), out);
    b.stms = std::move(out);
  }

  // Removes the SegMaps made from host array operations whose result is no
  // longer used (iotas whose elements are now computed in place).  Runs on a
  // whole function body, so that uses at every level are seen.
  void remove_dead_array_ops(Body& fn_body) {
    bool changed = true;
    while (changed) {
      changed = false;
      auto uses = walk::count_uses(fn_body);
      auto sweep = [&](auto& self, Body& b) -> void {
        std::vector<Stm> keep;
        for (Stm& s : b.stms) {
          if (s.exp.kind == Exp::Kind::SegOp && s.pat.size() == 1 &&
              from_array_ops_.count(s.pat[0].name) && !uses.count(s.pat[0].name)) {
            changed = true;
            continue;
          }
          if (s.exp.kind == Exp::Kind::Loop || s.exp.kind == Exp::Kind::If)
            for (auto& nb : s.exp.bodies)
              if (nb) self(self, *nb);
          keep.push_back(std::move(s));
        }
        b.stms = std::move(keep);
      };
      sweep(sweep, fn_body);
    }
  }

 private:
  TypeEnv env_;
  std::map<VName, Exp> iotas_;  // host-level iotas, by the array they bind
  std::set<VName> from_array_ops_;  // host SegMaps made from array operations
  std::map<VName, Exp> replicates_;  // host-level replicates (for G5)
  bool in_rowgroup_fallback_ = false;  // flattening a row-group's fallback
  std::set<VName> transposes_;  // host-level 2-D transposes (`rearrange (1,0) a`)

  // Column statistics (issue 16): a map over the rows of 2-D transposes
  // of host arrays (`map (\col -> ...) (transpose xss)`) whose body is
  // at most two reductions over the column (a later one may use an
  // earlier one's result: variance after mean) and scalar code, with
  // scalar results.  Flattened, each reduction is a SegRed that
  // flatten/locality.cpp makes a column reduction reading xss in place
  // (ir/colred.h): k passes over xss.  A row group would first transpose
  // xss (a read and a write) and then read the transpose once: 3 passes
  // (H200, 8192x4096: transpose + row group 130 us).
  bool column_statistics(const Stm& s) const {
    const Exp& e = s.exp;
    bool any = false;
    for (size_t q = 0; q < e.arrays.size() && q < e.map_lambda.params.size(); q++) {
      if (!e.map_lambda.params[q].type.is_array()) continue;
      if (!transposes_.count(e.arrays[q])) return false;
      any = true;
    }
    if (!any) return false;
    for (const Type& t : e.map_lambda.ret)
      if (t.is_array()) return false;
    int reductions = 0;
    for (const Stm& t : e.map_lambda.body->stms) {
      const Exp& x = t.exp;
      if (x.kind == Exp::Kind::Screma) {
        if (!x.scans.empty() || x.reduces.empty()) return false;
        for (auto& p : t.pat)
          if (p.type.is_array()) return false;
        reductions++;
      } else if (x.kind == Exp::Kind::Loop || x.kind == Exp::Kind::Hist || x.kind == Exp::Kind::Scatter) {
        return false;
      }
    }
    return reductions >= 1 && reductions <= 2;
  }

  Stm make_segop(SegKind kind, std::vector<std::pair<VName, SubExp>> dims, BodyPtr body,
                 std::vector<Type> ret, std::vector<ReduceOp> ops, std::vector<Param> pat,
                 const Span& loc) {
    sequentialise_body(*body, env_);
    inline_row_bindings(*body);
    Exp e;
    e.kind = Exp::Kind::SegOp;
    e.seg_kind = kind;
    e.seg_space.dims = std::move(dims);
    for (auto& [g, n] : e.seg_space.dims) env_.add(Param{g, Type::scalar(PrimType::I64)});
    e.bodies = {std::move(body)};
    e.ret = std::move(ret);
    if (!ops.empty()) e.reduces = {combine_ops(ops)};
    return Stm{std::move(pat), std::move(e), loc};
  }

  VName new_gtid() {
    VName g = fresh_name("gtid");
    env_.add(Param{g, Type::scalar(PrimType::I64)});
    return g;
  }

  // Binds lambda parameter `p` to its row at the current point (its view).
  // An element of `iota n start step` is computed, not read (iota fusion);
  // the unused iota itself is removed afterwards (remove_dead_array_ops).
  void bind_param(const Param& p, const NestContext& ctx, const Span& loc,
                  std::vector<Stm>& out) {
    const View& v = ctx.views.at(p.name);
    auto io = iotas_.find(v.base);
    if (io != iotas_.end() && v.idxs.size() == 1) {
      const Exp& e = io->second;
      iota_element(p, e.prim, v.idxs[0], e.args.at(1), e.args.at(2), loc, out);
      return;
    }
    out.push_back(bind_row(p, v.base, env_.of(v.base), v.idxs, loc));
  }

  // `let p = start + t(i) * step`.
  void iota_element(const Param& p, PrimType t, SubExp i, const SubExp& start,
                    const SubExp& step, const Span& loc, std::vector<Stm>& out) {
    if (t != PrimType::I64) {
      Exp conv;
      conv.kind = Exp::Kind::Convert;
      conv.from = PrimType::I64;
      conv.prim = t;
      conv.args = {i};
      Param c{fresh_name("c"), Type::scalar(t)};
      env_.add(c);
      out.push_back(let(c, conv, loc));
      i = SubExp::variable(c.name);
    }
    Param m{fresh_name("m"), Type::scalar(t)};
    env_.add(m);
    out.push_back(let(m, binop_exp(BinOp::Mul, t, i, step), loc));
    out.push_back(let(p, binop_exp(BinOp::Add, t, start, SubExp::variable(m.name)), loc));
  }

  void add_views(const Lambda& lam, const std::vector<VName>& arrays, const VName& g,
                 NestContext& ctx) {
    for (size_t q = 0; q < arrays.size(); q++) {
      View v;
      auto it = ctx.views.find(arrays[q]);
      if (it != ctx.views.end()) {
        v = it->second;
      } else {
        v.base = arrays[q];
      }
      v.idxs.push_back(SubExp::variable(g));
      ctx.views[lam.params.at(q).name] = v;
      ctx.bound.insert(lam.params[q].name);
    }
  }

  static bool floatable(const Stm& s) {
    for (auto& p : s.pat)
      if (p.type.is_array()) return false;
    switch (s.exp.kind) {
      case Exp::Kind::SubExp: case Exp::Kind::BinOp: case Exp::Kind::CmpOp:
      case Exp::Kind::UnOp: case Exp::Kind::Convert: case Exp::Kind::PrimFun:
      case Exp::Kind::Index:
        return true;
      default:
        return false;
    }
  }

  // `let x = arr[i_1, ..., i_k]` without slices, binding an array: a row of
  // `arr`, which a nest reads through a view (so that `map (\i -> ... A[i]
  // ...) (iota n)` is a nest level like `map (\a -> ... a ...) A`).
  static bool row_view(const Stm& s) {
    if (s.exp.kind != Exp::Kind::Index || s.pat.size() != 1 || !s.pat[0].type.is_array())
      return false;
    for (const DimIndex& d : s.exp.dims)
      if (d.is_slice) return false;
    return true;
  }

  // Records the view of a row binding (row_view) in the nest's context.
  static void add_row_view(const Stm& s, NestContext& ctx) {
    View v;
    auto it = ctx.views.find(s.exp.array);
    if (it != ctx.views.end()) {
      v = it->second;
    } else {
      v.base = s.exp.array;
    }
    for (const DimIndex& d : s.exp.dims) v.idxs.push_back(d.index);
    ctx.views[s.pat[0].name] = v;
  }

  bool invariant(const SubExp& s, const NestContext& ctx) const {
    return s.is_const() || !ctx.bound.count(s.var);
  }

  // The inner Screma of a map nest level, if the lambda body has that shape.
  std::optional<size_t> inner_screma(const Lambda& lam, const NestContext& ctx) {
    const Body& b = *lam.body;
    std::optional<size_t> found;
    for (size_t k = 0; k < b.stms.size(); k++) {
      if (b.stms[k].exp.kind == Exp::Kind::Screma) {
        if (found) return std::nullopt;
        found = k;
      } else if (!floatable(b.stms[k]) && !row_view(b.stms[k])) {
        return std::nullopt;
      }
    }
    if (!found) return std::nullopt;
    const Stm& in = b.stms[*found];
    if (!results_of(in, b.result)) return std::nullopt;
    std::set<VName> nest_bound = ctx.bound;
    for (auto& s : b.stms)
      for (auto& p : s.pat) nest_bound.insert(p.name);
    auto inv = [&](const SubExp& s) { return s.is_const() || !nest_bound.count(s.var); };
    if (!inv(in.exp.args.at(0))) return std::nullopt;
    for (auto* ops : {&in.exp.scans, &in.exp.reduces})
      for (auto& op : *ops) {
        for (auto& n : op.neutral)
          if (!inv(n)) return std::nullopt;
        Exp holder;
        holder.kind = Exp::Kind::Screma;
        holder.map_lambda = op.lambda;
        for (auto& [v, n] : walk::free_vars(holder))
          if (nest_bound.count(v)) return std::nullopt;
      }
    return found;
  }

  // Whether a lambda's results are those of its inner Screma `in`: all of
  // them in order, or, where `in` only reduces or scans, some of them,
  // each once (`map (\r -> let (_, i) = reduce argmin_op ne (zip r is) in
  // i)`: the segmented reduction computes every operand, and the ones the
  // lambda drops go to arrays nothing reads).
  static bool results_of(const Stm& in, const std::vector<SubExp>& result) {
    bool all = in.pat.size() == result.size();
    for (size_t k = 0; k < in.pat.size() && all; k++)
      all = result[k].is_var() && result[k].var == in.pat[k].name;
    if (all) return true;
    const Exp& e = in.exp;
    size_t nops = arity(e.scans) + arity(e.reduces);
    if (nops == 0 || nops != e.map_lambda.ret.size() || (!e.scans.empty() && !e.reduces.empty()))
      return false;
    // A variable neutral element is fine when it is invariant to the nest
    // (inner_screma checks): neutral.cpp gives the SegOp a constant one.
    std::set<VName> seen;
    for (const SubExp& r : result) {
      if (!r.is_var() || !seen.insert(r.var).second) return false;
      bool found = false;
      for (const Param& p : in.pat) found = found || p.name == r.var;
      if (!found) return false;
    }
    return true;
  }

  static size_t arity(const std::vector<ReduceOp>& ops) {
    size_t n = 0;
    for (auto& op : ops) n += op.neutral.size();
    return n;
  }

  // Statements that cannot fail and whose value is the same at every point
  // of the nest may move out of it (loop-invariant hoisting); this is what
  // makes `map (\y -> map f (iota w)) ys` a perfect nest.
  static bool hoistable(const Stm& s) {
    switch (s.exp.kind) {
      case Exp::Kind::SubExp: case Exp::Kind::CmpOp: case Exp::Kind::UnOp:
      case Exp::Kind::Convert: case Exp::Kind::Iota: case Exp::Kind::Replicate:
      case Exp::Kind::Rearrange: case Exp::Kind::Copy:
        return true;
      case Exp::Kind::BinOp:
        switch (s.exp.binop) {
          case BinOp::Div: case BinOp::Mod: case BinOp::Quot: case BinOp::Rem: case BinOp::Pow:
            return false;
          default:
            return true;
        }
      default:
        return false;
    }
  }

  // Names that a body (or a body nested in it) may consume: the arrays of
  // in-place updates, scatter destinations, loop initial values.  A fresh
  // array that is consumed inside the nest must stay there (one per
  // iteration), or every iteration would update the same hoisted array.
  static void consumed_names(const Body& b, std::set<VName>& out) {
    for (const Stm& s : b.stms) {
      const Exp& e = s.exp;
      if (e.kind == Exp::Kind::Update) out.insert(e.array);
      if (e.kind == Exp::Kind::Scatter || e.kind == Exp::Kind::Hist)
        for (auto& a : e.arrays) out.insert(a);
      for (auto& m : e.merge)
        if (m.second.is_var()) out.insert(m.second.var);
      for (auto& sb : e.bodies)
        if (sb) consumed_names(*sb, out);
      if (e.map_lambda.body) consumed_names(*e.map_lambda.body, out);
      for (auto& r : e.reduces)
        if (r.lambda.body) consumed_names(*r.lambda.body, out);
      for (auto& r : e.scans)
        if (r.lambda.body) consumed_names(*r.lambda.body, out);
    }
  }

  void hoist_invariant(Body& b, const NestContext& ctx, std::vector<Stm>& hoisted) {
    std::set<VName> local;
    std::set<VName> consumed;
    consumed_names(b, consumed);
    std::vector<Stm> keep;
    for (Stm& s : b.stms) {
      bool invariant = hoistable(s);
      for (auto& p : s.pat)
        if (consumed.count(p.name)) invariant = false;
      if (invariant) {
        auto fv = walk::free_vars(s.exp);
        for (auto& p : s.pat)
          walk::for_each_name_type(p.type, [&](const VName& v, walk::Role) { fv[v]++; });
        for (auto& [v, n] : fv)
          if (ctx.bound.count(v) || local.count(v)) invariant = false;
      }
      if (invariant) {
        if (s.exp.kind == Exp::Kind::Iota && s.pat.size() == 1) iotas_[s.pat[0].name] = s.exp;
        hoisted.push_back(std::move(s));
      } else {
        for (auto& p : s.pat) local.insert(p.name);
        keep.push_back(std::move(s));
      }
    }
    b.stms = std::move(keep);
  }

  // One level of a map nest: `e` is a pure map whose rows are bound by the
  // views of `ctx`.  Invariant statements are moved to `hoisted` (to run on
  // the host before the SegOp).
  Stm map_nest(Exp& e, NestContext ctx, std::vector<Param> pat, const Span& loc,
               std::vector<Stm>& hoisted) {
    VName g = new_gtid();
    ctx.dims.push_back({g, e.args.at(0)});
    Lambda& lam = e.map_lambda;
    add_views(lam, e.arrays, g, ctx);
    Body& b = *lam.body;
    hoist_invariant(b, ctx, hoisted);

    if (auto at = inner_screma(lam, ctx)) {
      auto uses = walk::count_uses(b);
      Stm inner = std::move(b.stms[*at]);
      Exp& ie = inner.exp;
      bool pure_map = ie.scans.empty() && ie.reduces.empty();
      size_t nops = arity(ie.scans) + arity(ie.reduces);
      bool only_red = ie.scans.empty() && !ie.reduces.empty() && nops == ie.map_lambda.ret.size();
      bool only_scan = ie.reduces.empty() && !ie.scans.empty() && nops == ie.map_lambda.ret.size();
      if (pure_map || only_red || only_scan) {
        for (auto& p : lam.params) {
          int as_input = 0;
          for (auto& a : ie.arrays) as_input += a == p.name;
          auto it = uses.find(p.name);
          if (it != uses.end() && it->second > as_input)
            bind_param(p, ctx, loc, ctx.prelude);
        }
        for (size_t k = 0; k < b.stms.size(); k++)
          if (k != *at) {
            for (auto& p : b.stms[k].pat) ctx.bound.insert(p.name);
            if (row_view(b.stms[k])) add_row_view(b.stms[k], ctx);
            ctx.prelude.push_back(std::move(b.stms[k]));
          }
        if (pure_map) return map_nest(ie, std::move(ctx), std::move(pat), loc, hoisted);
        // Segmented reduction/scan over the innermost dimension, with a
        // result for each operand (results_of: those the lambda drops go
        // to fresh arrays).
        std::vector<Param> seg_pat;
        for (const Param& ip : inner.pat) {
          std::optional<size_t> at_result;
          for (size_t k = 0; k < b.result.size(); k++)
            if (b.result[k].is_var() && b.result[k].var == ip.name) at_result = k;
          if (at_result) {
            seg_pat.push_back(pat.at(*at_result));
            continue;
          }
          Type t = ip.type;
          for (auto d = ctx.dims.rbegin(); d != ctx.dims.rend(); ++d) t = t.array_of(d->second);
          Param unused{fresh_name(ip.name + "_unused"), t};
          env_.add(unused);
          seg_pat.push_back(unused);
        }
        pat = std::move(seg_pat);
        VName g2 = new_gtid();
        ctx.dims.push_back({g2, ie.args.at(0)});
        add_views(ie.map_lambda, ie.arrays, g2, ctx);
        auto body = std::make_shared<Body>();
        body->stms = std::move(ctx.prelude);
        for (size_t q = 0; q < ie.arrays.size(); q++)
          bind_param(ie.map_lambda.params[q], ctx, loc, body->stms);
        for (auto& s : ie.map_lambda.body->stms) body->stms.push_back(std::move(s));
        body->result = ie.map_lambda.body->result;
        return make_segop(only_red ? SegKind::Red : SegKind::Scan, std::move(ctx.dims), body,
                          ie.map_lambda.ret, only_red ? ie.reduces : ie.scans, std::move(pat),
                          loc);
      }
      b.stms[*at] = std::move(inner);  // not a nest after all: put it back
    }

    // Innermost level: sequential code.
    auto body = std::make_shared<Body>();
    body->stms = std::move(ctx.prelude);
    for (size_t q = 0; q < e.arrays.size(); q++)
      bind_param(lam.params[q], ctx, loc, body->stms);
    for (auto& s : b.stms) body->stms.push_back(std::move(s));
    body->result = b.result;
    return make_segop(SegKind::Map, std::move(ctx.dims), body, lam.ret, {}, std::move(pat), loc);
  }

  // A one-dimensional SegOp whose body binds the lambda's parameters and
  // runs its body.
  Stm one_dim(SegKind kind, Exp& e, std::vector<ReduceOp> ops, std::vector<Param> pat,
              const Span& loc) {
    NestContext ctx;
    VName g = new_gtid();
    ctx.dims.push_back({g, e.args.at(0)});
    add_views(e.map_lambda, e.arrays, g, ctx);
    auto body = std::make_shared<Body>();
    for (size_t q = 0; q < e.arrays.size(); q++)
      bind_param(e.map_lambda.params[q], ctx, loc, body->stms);
    for (auto& s : e.map_lambda.body->stms) body->stms.push_back(std::move(s));
    body->result = e.map_lambda.body->result;
    return make_segop(kind, std::move(ctx.dims), body, e.map_lambda.ret, std::move(ops),
                      std::move(pat), loc);
  }

  // A one-dimensional SegRed/SegScan over already computed arrays.
  Stm over_arrays(SegKind kind, const SubExp& w, const std::vector<Param>& inputs,
                  std::vector<ReduceOp> ops, std::vector<Param> pat, const Span& loc) {
    VName g = new_gtid();
    auto body = std::make_shared<Body>();
    std::vector<Type> ret;
    for (auto& in : inputs) {
      Param x{fresh_name("x"), in.type.row()};
      env_.add(x);
      body->stms.push_back(bind_row(x, in.name, in.type, {SubExp::variable(g)}, loc));
      body->result.push_back(SubExp::variable(x.name));
      ret.push_back(x.type);
    }
    return make_segop(kind, {{g, w}}, body, ret, std::move(ops), std::move(pat), loc);
  }

  // A map lambda returning a row it indexes out of an array (an embedding
  // lookup `map (\i -> table[i]) ids`) returns `map (\x -> x)` of that row
  // instead, so that the map is a nest over the rows' elements: a SegMap
  // of n x d threads whose neighbours read and write neighbouring
  // elements, not a thread per row copying d elements with a stride of d
  // between the threads (perf34: on the H200 4x slower than PyTorch).
  std::set<VName> copied_rows_;
  void copy_indexed_rows(Lambda& lam) {
    if (!lam.body) return;
    Body& b = *lam.body;
    // Whole rows (scalar indices only) of arrays bound outside the lambda;
    // each row copied once (distribution may hand the map back).
    std::set<VName> local;
    for (const Param& p : lam.params) local.insert(p.name);
    std::map<VName, const Stm*> indexed;
    for (const Stm& st : b.stms) {
      bool whole_row = st.exp.kind == Exp::Kind::Index && st.pat.size() == 1 && st.pat[0].type.rank() == 1 &&
                       !local.count(st.exp.array) && !copied_rows_.count(st.pat[0].name);
      for (const DimIndex& d : st.exp.dims) whole_row = whole_row && !d.is_slice;
      if (whole_row) indexed[st.pat[0].name] = &st;
      for (const Param& p : st.pat) local.insert(p.name);
    }
    if (indexed.empty()) return;
    std::vector<Stm> copies;
    for (SubExp& r : b.result) {
      if (!r.is_var() || !indexed.count(r.var)) continue;
      copied_rows_.insert(r.var);
      const Type& row = indexed.at(r.var)->pat[0].type;
      Param x{fresh_name("row_elem"), Type::scalar(row.elem)};
      Exp m;
      m.kind = Exp::Kind::Screma;
      m.args = {row.shape.at(0)};
      m.arrays = {r.var};
      m.map_lambda.params = {x};
      m.map_lambda.ret = {Type::scalar(row.elem)};
      m.map_lambda.body = std::make_shared<Body>();
      m.map_lambda.body->result = {SubExp::variable(x.name)};
      Param out{fresh_name("row_copy"), Type{row.elem, row.shape, false}};
      env_.add(out);
      copies.push_back(Stm{{out}, std::move(m), indexed.at(r.var)->loc});
      r = SubExp::variable(out.name);
    }
    for (Stm& c : copies) b.stms.push_back(std::move(c));
  }

  void screma(Stm s, std::vector<Stm>& out) {
    Exp& e = s.exp;
    size_t nscan = arity(e.scans), nred = arity(e.reduces);
    size_t nmap = e.map_lambda.ret.size() - nscan - nred;
    if (auto parts = split_array_reductions(s, env_)) {
      for (Stm& p : *parts) screma(std::move(p), out);
      return;
    }
    if (auto parts = interchange_reduce_map(s, replicates_, env_)) {  // G5
      for (Stm& p : *parts) host_stm(std::move(p), out);
      return;
    }
    if (nscan == 0 && nred == 0) sequentialise_array_operators(*e.map_lambda.body);
    if (nscan == 0 && nred == 0 && !in_rowgroup_fallback_ && !column_statistics(s)) {
      // Row-wise bodies (flatten/rowgroup.h): one work-group per row, or
      // the ordinary flattening below, chosen at run time.
      if (auto rg = rowgroup_segop(s, env_, iotas_)) {
        std::vector<Stm> fallback;
        Stm fb{{}, walk::clone_exp(s.exp), s.loc};
        for (auto& p : s.pat) {
          Param q{fresh_name(p.name.substr(0, p.name.rfind('_')) + "_fl"), p.type};
          env_.add(q);
          fb.pat.push_back(q);
        }
        std::vector<VName> fb_names;
        for (auto& q : fb.pat) fb_names.push_back(q.name);
        in_rowgroup_fallback_ = true;
        screma(std::move(fb), fallback);
        in_rowgroup_fallback_ = false;
        Exp iff;
        iff.kind = Exp::Kind::If;
        iff.args = {SubExp::variable(rg->cond.pat[0].name)};
        auto then_b = std::make_shared<Body>(), else_b = std::make_shared<Body>();
        for (auto& p : rg->segop.pat) then_b->result.push_back(SubExp::variable(p.name));
        then_b->stms.push_back(std::move(rg->segop));
        else_b->stms = std::move(fallback);
        for (size_t k = 0; k < s.pat.size(); k++) {
          else_b->result.push_back(SubExp::variable(fb_names[k]));
          iff.ret.push_back(s.pat[k].type);
        }
        iff.bodies = {then_b, else_b};
        out.push_back(std::move(rg->cond));
        out.push_back(Stm{s.pat, std::move(iff), s.loc});
        return;
      }
    }
    if (nscan == 0 && nred == 0) {
      copy_indexed_rows(e.map_lambda);
      auto parts = distribute_map(std::move(s), env_, &replicates_);  // G4, G7
      if (parts.size() != 1 || parts[0].exp.kind != Exp::Kind::Screma) {
        for (Stm& p : parts) host_stm(std::move(p), out);
        return;
      }
      s = std::move(parts[0]);
      std::vector<Stm> hoisted;
      Stm seg = map_nest(e, NestContext{}, s.pat, s.loc, hoisted);
      for (Stm& h : hoisted) host_stm(std::move(h), out);
      out.push_back(std::move(seg));
      return;
    }
    // A redomap/scanomap whose lambda has inner parallelism is split first
    // (below), so that the map part is distributed and flattened as a nest
    // (e.g. `map (\col -> f (reduce (+) 0 col))` fused with a reduction of
    // its results: the inner reductions become a segmented SegRed instead of
    // a loop in each thread).
    bool inner = has_inner_parallelism(*e.map_lambda.body);
    // Operators on whole arrays that are not element by element (merging
    // two sorted top-k lists): no SegRed/SegScan combines arrays, so after
    // fission the operators run as a sequential loop on the host.
    bool array_ops = array_operator(e.scans) || array_operator(e.reduces);
    if (array_ops) inner = true;
    if (nmap == 0 && nscan == 0 && !inner) {
      out.push_back(one_dim(SegKind::Red, e, e.reduces, s.pat, s.loc));
      return;
    }
    if (nmap == 0 && nred == 0 && !inner) {
      out.push_back(one_dim(SegKind::Scan, e, e.scans, s.pat, s.loc));
      return;
    }
    // Fission: a SegMap computes every lambda result; the operators then run
    // over the intermediate arrays.
    SubExp w = e.args.at(0);
    std::vector<Param> map_pat, scan_in, red_in;
    for (size_t k = 0; k < e.map_lambda.ret.size(); k++) {
      if (k < nscan + nred) {
        Param t{fresh_name(k < nscan ? "scan_in" : "red_in"), e.map_lambda.ret[k].array_of(w)};
        env_.add(t);
        (k < nscan ? scan_in : red_in).push_back(t);
        map_pat.push_back(t);
      } else {
        map_pat.push_back(s.pat[k]);
      }
    }
    std::vector<ReduceOp> scans = e.scans, reduces = e.reduces;
    if (inner) {
      // The map part as a pure map statement: distributed (G4) and flattened.
      Exp m = walk::clone_exp(e);
      m.scans.clear();
      m.reduces.clear();
      host_stm(Stm{map_pat, std::move(m), s.loc}, out);
    } else {
      out.push_back(one_dim(SegKind::Map, e, {}, map_pat, s.loc));
    }
    if (nscan > 0) {
      std::vector<Param> pat(s.pat.begin(), s.pat.begin() + nscan);
      if (array_operator(scans))
        sequential_ops(w, scan_in, std::move(scans), {}, std::move(pat), s.loc, out);
      else
        out.push_back(over_arrays(SegKind::Scan, w, scan_in, scans, pat, s.loc));
    }
    if (nred > 0) {
      std::vector<Param> pat(s.pat.begin() + nscan, s.pat.begin() + nscan + nred);
      if (array_operator(reduces))
        sequential_ops(w, red_in, {}, std::move(reduces), std::move(pat), s.loc, out);
      else
        out.push_back(over_arrays(SegKind::Red, w, red_in, reduces, pat, s.loc));
    }
  }

  // Inside a map, a reduction or scan whose operator works on whole arrays
  // (not element by element) becomes a loop in each thread: there is no
  // segmented SegRed/SegScan of arrays.
  void sequentialise_array_operators(Body& b) {
    std::vector<Stm> stms;
    for (Stm& st : b.stms) {
      Exp& x = st.exp;
      for (auto& nb : x.bodies)
        if (nb) sequentialise_array_operators(*nb);
      if (x.kind == Exp::Kind::Screma && x.map_lambda.body) sequentialise_array_operators(*x.map_lambda.body);
      if (x.kind == Exp::Kind::Screma && (whole_array_operator(x.scans) || whole_array_operator(x.reduces))) {
        for (auto& q : sequentialise_screma(std::move(st), env_)) stms.push_back(std::move(q));
        continue;
      }
      stms.push_back(std::move(st));
    }
    b.stms = std::move(stms);
  }

  // An array operator other than an element-by-element one (a lambda whose
  // body is one map over its parameters), which G5 (distribute.h) takes
  // apart into scalar reductions after distribution.
  static bool whole_array_operator(const std::vector<ReduceOp>& ops) {
    for (auto& op : ops) {
      bool arrays = false;
      for (auto& p : op.lambda.params) arrays = arrays || p.type.is_array();
      const Body* b = op.lambda.body.get();
      bool elementwise = b && b->stms.size() == 1 && b->stms[0].exp.kind == Exp::Kind::Screma &&
                         b->stms[0].exp.scans.empty() && b->stms[0].exp.reduces.empty();
      if (arrays && !elementwise) return true;
    }
    return false;
  }

  static bool array_operator(const std::vector<ReduceOp>& ops) {
    for (auto& op : ops)
      for (auto& p : op.lambda.params)
        if (p.type.is_array()) return true;
    return false;
  }

  // The scans or reductions of `inputs` as a loop on the host
  // (sequentialise.cpp): `loop acc = ne for i < w do op acc inputs[i]`.
  void sequential_ops(const SubExp& w, const std::vector<Param>& inputs, std::vector<ReduceOp> scans,
                      std::vector<ReduceOp> reduces, std::vector<Param> pat, const Span& loc,
                      std::vector<Stm>& out) {
    Lambda id;
    std::vector<VName> arrays;
    auto body = std::make_shared<Body>();
    for (auto& in : inputs) {
      Param x{fresh_name("x"), in.type.row()};
      env_.add(x);
      id.params.push_back(x);
      id.ret.push_back(x.type);
      body->result.push_back(SubExp::variable(x.name));
      arrays.push_back(in.name);
    }
    id.body = body;
    Exp e;
    e.kind = Exp::Kind::Screma;
    e.args = {w};
    e.arrays = std::move(arrays);
    e.map_lambda = std::move(id);
    e.scans = std::move(scans);
    e.reduces = std::move(reduces);
    Stm st{std::move(pat), std::move(e), loc};
    // Element-by-element operators (`map2 op`): each scan or reduction per
    // column (G5), as when no map was fused into it, not a host loop over
    // the rows (a kernel launch per row: the primal scan of a vjp of
    // `scan (map2 (*))` over rows, whose map part AD keeps as a result;
    // two scans of the same rows fused horizontally).
    if (!whole_array_operator(st.exp.scans) && !whole_array_operator(st.exp.reduces)) {
      std::vector<Stm> parts;
      const bool is_scan = !st.exp.scans.empty();
      const std::vector<ReduceOp>& ops = is_scan ? st.exp.scans : st.exp.reduces;
      bool all = st.exp.scans.empty() || st.exp.reduces.empty();
      size_t at = 0;
      for (size_t o = 0; all && o < ops.size(); ++o) {
        const size_t k = ops[o].neutral.size();
        Stm one;
        one.loc = loc;
        one.exp = st.exp;
        one.exp.arrays.assign(st.exp.arrays.begin() + at, st.exp.arrays.begin() + at + k);
        (is_scan ? one.exp.scans : one.exp.reduces) = {ops[o]};
        Lambda& ml = one.exp.map_lambda;
        ml.params.assign(st.exp.map_lambda.params.begin() + at, st.exp.map_lambda.params.begin() + at + k);
        ml.ret.assign(st.exp.map_lambda.ret.begin() + at, st.exp.map_lambda.ret.begin() + at + k);
        ml.body = std::make_shared<Body>();
        for (const Param& p : ml.params) ml.body->result.push_back(SubExp::variable(p.name));
        one.pat.assign(st.pat.begin() + at, st.pat.begin() + at + k);
        at += k;
        if (auto g5 = interchange_reduce_map(one, replicates_, env_))
          for (Stm& p : *g5) parts.push_back(std::move(p));
        else
          all = false;
      }
      if (all) {
        for (Stm& p : parts) host_stm(std::move(p), out);
        return;
      }
    }
    for (auto& q : sequentialise_screma(std::move(st), env_)) host_stm(std::move(q), out);
  }

  // Host-level array operations become SegMaps computing one element each.
  bool array_op(Stm& s, std::vector<Stm>& out) {
    Exp& e = s.exp;
    if (s.pat.size() != 1) return false;
    const Param& res = s.pat[0];
    if ((e.kind == Exp::Kind::Iota || e.kind == Exp::Kind::Replicate) && e.args.at(0).is_var()) {
      // The SegMap cannot fail on a negative size: the interpreter's check
      // of iota/replicate becomes an assertion with its message.
      Span at = e.loc.known() ? e.loc : s.loc;
      Param ok{fresh_name("size_ok"), Type::scalar(PrimType::Bool)};
      env_.add(ok);
      // The count has the iota's integer type (`for i < d` with an i32
      // `d` as a redomap over `iota_i32 d`); a replicate's is an i64.
      const PrimType count_t = env_.of(e.args[0].var).elem;
      Exp cmp;
      cmp.kind = Exp::Kind::CmpOp;
      cmp.cmpop = CmpOp::Le;
      cmp.prim = count_t;
      cmp.args = {SubExp::constant(PrimValue::int_value(count_t, 0)), e.args[0]};
      out.push_back(let(ok, cmp, s.loc));
      Exp a;
      a.kind = Exp::Kind::Assert;
      a.args = {SubExp::variable(ok.name), e.args[0]};
      a.message = std::string(e.kind == Exp::Kind::Iota ? "iota" : "replicate") + " of negative size {0}";
      a.loc = at;
      Stm check;
      check.exp = std::move(a);
      check.loc = at;
      out.push_back(std::move(check));
    }
    auto body = std::make_shared<Body>();
    std::vector<std::pair<VName, SubExp>> dims;
    for (auto& d : res.type.shape) dims.push_back({new_gtid(), d});
    auto gv = [&](size_t k) { return SubExp::variable(dims.at(k).first); };
    auto elem = [&](Exp x) {
      Param p{fresh_name("elem"), Type::scalar(res.type.elem)};
      env_.add(p);
      body->stms.push_back(let(p, std::move(x), s.loc));
      body->result = {SubExp::variable(p.name)};
    };
    auto i64_op = [&](BinOp op, SubExp x, SubExp y) {
      Param p{fresh_name("ix"), Type::scalar(PrimType::I64)};
      env_.add(p);
      body->stms.push_back(let(p, binop_exp(op, PrimType::I64, x, y), s.loc));
      return SubExp::variable(p.name);
    };
    switch (e.kind) {
      case Exp::Kind::Iota: {
        SubExp c = gv(0);
        if (e.prim != PrimType::I64) {
          Exp conv;
          conv.kind = Exp::Kind::Convert;
          conv.from = PrimType::I64;
          conv.prim = e.prim;
          conv.args = {c};
          Param p{fresh_name("c"), Type::scalar(e.prim)};
          env_.add(p);
          body->stms.push_back(let(p, conv, s.loc));
          c = SubExp::variable(p.name);
        }
        Param m{fresh_name("m"), Type::scalar(e.prim)};
        env_.add(m);
        body->stms.push_back(let(m, binop_exp(BinOp::Mul, e.prim, c, e.args.at(2)), s.loc));
        elem(binop_exp(BinOp::Add, e.prim, e.args.at(1), SubExp::variable(m.name)));
        break;
      }
      case Exp::Kind::Replicate: {
        const SubExp& v = e.args.at(1);
        if (v.is_const() || !env_.of(v.var).is_array()) {
          elem(subexp_exp(v));
        } else {
          std::vector<SubExp> idxs;
          for (size_t k = 1; k < dims.size(); k++) idxs.push_back(gv(k));
          elem(index_exp(v.var, env_.of(v.var), idxs, s.loc));
        }
        break;
      }
      case Exp::Kind::Rearrange: {
        std::vector<SubExp> idxs(e.perm.size());
        for (size_t k = 0; k < e.perm.size(); k++) idxs.at(e.perm[k]) = gv(k);
        elem(index_exp(e.array, env_.of(e.array), idxs, s.loc));
        break;
      }
      case Exp::Kind::Index: {
        const Type& at = env_.of(e.array);
        bool slices = (int)e.dims.size() < at.rank();
        for (auto& d : e.dims) slices |= d.is_slice;
        if (!slices) return false;
        std::vector<SubExp> idxs;
        size_t k = 0;
        for (auto& d : e.dims) {
          if (!d.is_slice) {
            idxs.push_back(d.index);
          } else {
            SubExp off = i64_op(BinOp::Mul, gv(k++), d.stride);
            idxs.push_back(i64_op(BinOp::Add, d.start, off));
          }
        }
        while ((int)idxs.size() < at.rank()) idxs.push_back(gv(k++));
        // The slice's bounds are checked before the SegMap (ir.h).
        for (auto& chk : slice_bounds_checks(at, e.dims, e.loc.known() ? e.loc : s.loc)) {
          for (auto& p : chk.pat) env_.add(p);
          out.push_back(std::move(chk));
        }
        Exp ix = index_exp(e.array, at, idxs, e.loc);
        elem(std::move(ix));
        break;
      }
      default:
        return false;
    }
    from_array_ops_.insert(res.name);
    out.push_back(make_segop(SegKind::Map, std::move(dims), body,
                             {Type::scalar(res.type.elem)}, {}, s.pat, s.loc));
    return true;
  }

  void host_stm(Stm s, std::vector<Stm>& out) {
    switch (s.exp.kind) {
      case Exp::Kind::Screma:
        screma(std::move(s), out);
        return;
      case Exp::Kind::Loop:
      case Exp::Kind::If:
        for (auto& b : s.exp.bodies)
          if (b) host_body(*b);
        out.push_back(std::move(s));
        return;
      case Exp::Kind::Scatter:
      case Exp::Kind::Hist:  // flatten_soacs.cpp
        if (hist_rows_sequential(s, env_, replicates_)) {
          for (auto& st : sequentialise_scatter(std::move(s), env_)) host_stm(std::move(st), out);
          return;
        }
        for (auto& st : flatten_scatter(std::move(s), env_, replicates_)) out.push_back(std::move(st));
        return;
      case Exp::Kind::SegOp:
        sequentialise_body(*s.exp.bodies.at(0), env_);
        out.push_back(std::move(s));
        return;
      case Exp::Kind::Iota:
      case Exp::Kind::Replicate:
      case Exp::Kind::Rearrange:
      case Exp::Kind::Index:
        if (s.exp.kind == Exp::Kind::Iota && s.pat.size() == 1) iotas_[s.pat[0].name] = s.exp;
        if (s.exp.kind == Exp::Kind::Rearrange && s.pat.size() == 1 && s.exp.perm == std::vector<int>{1, 0})
          transposes_.insert(s.pat[0].name);
        if (s.exp.kind == Exp::Kind::Replicate && s.pat.size() == 1)
          replicates_[s.pat[0].name] = s.exp;
        if (!s.pat.empty() && s.pat[0].type.is_array() && array_op(s, out)) return;
        out.push_back(std::move(s));
        return;
      default:
        out.push_back(std::move(s));
        return;
    }
  }
};

}  // namespace

ir::Program flatten(const ir::Program& prog) {
  ir::Program out = ir::walk::clone_program(prog);
  for (auto& fn : out.functions)
    if (fn.body) serialise_nested_array_ops(*fn.body, false);
  Flattener f(collect_types(out));
  for (auto& fn : out.functions)
    if (fn.body) {
      f.host_body(*fn.body);
      f.remove_dead_array_ops(*fn.body);
      lift_variable_neutrals(*fn.body);
    }
  return out;
}

}  // namespace runic
