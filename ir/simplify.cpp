// The simplifier (see simplify.h).
//
// One forward pass per body, then one backward pass:
//   forward  - substitutes names through copies (`let x = y`, copy
//              propagation) and constants; folds scalar operators whose
//              operands are all constants (through prim.h's evaluators; an
//              integer division by zero is left for run time); applies a few
//              algebraic identities (x+0, x*1, x-0, x/1 on integers);
//              inlines the taken branch of an `if` with a constant
//              condition; computes an element of an `iota` of constant
//              size from its index (after the index's bounds check), so
//              that a host loop over `0..<16` of i32 reads no device
//              array; removes common subexpressions (pure scalar
//              operations and scalar indexing whose operands are equal);
//              in a map, an input that is a `replicate` of a value becomes
//              that value (`map2 (*) (replicate m x) r`: the map reads r
//              alone and multiplies by x; an inner map with a replicated
//              input otherwise stays a loop); a pure map whose lambda
//              returns its parameters (`map id`, `map (\(x, _) -> x)`, the
//              projections of a map over records, `map3 (\x y z -> {x,
//              y, z})`) is its input arrays, where neither those nor the
//              map's results are consumed anywhere in the function (an
//              identity map otherwise costs a kernel that copies the
//              arrays: `map (map id) (transpose a)` one more than
//              `copy (transpose a)`);
//              the last element of an integer scan read under a test
//              that the array is not empty (`if n == 0 then 0 else
//              offs[n - 1]`, the count of a compaction written by hand)
//              becomes a reduction of the scan's input by its operator, as
//              `filter` is elaborated (the backend fuses the count into
//              the scan);
//              `x ** 2` is `x * x`;
//              in a map's lambda (not inside another loop there), a `for`
//              loop that folds values computed
//              from its index into accumulators by + or * from 0 or 1
//              (`loop acc = 0 for l < k do acc + a[i, l] * b[l, j]`), or
//              by min or max from any constant (`loop mx = f32.lowest for
//              x in r do f32.max mx x`, combined with the constant after;
//              perf34), becomes a reduction
//              over a map of `iota k`, as `f32.sum (map ... (iota k))`
//              is written (of `iota (max k 0)` where k is not a size, as
//              a loop to a negative bound runs no iteration; nothing
//              else may use the accumulators; the
//              sum's order is that of the reduction, as Futhark users
//              expect of `reduce`): flattening then sees the nest
//              (tile-2d for a matrix product, the n-body kernel); only
//              a loop that is its body's one loop or SOAC, or its one
//              loop beside SOACs (softmax's maximum by a loop: the
//              reduction joins the row group of the maps and the sum), is
//              taken (k-means' `nearest`, a loop for the first distance
//              and a loop over the other centres, stays one thread's work);
//              in a map's lambda, a loop that folds a row from its
//              first element by min, max, &, |, && or || (`loop mx =
//              r[0] for x in r[1:] do f32.max mx x`, the `while` loop
//              `(r[0], 1) while i < m`, a fold over all of r from r[0]),
//              or by integer +, * or xor from r[0] over r[1:], and
//              `reduce op r[0] r[1:]` (or `r` for the idempotent ones),
//              become `reduce op e r` with e the operator's identity
//              (NaN for float min and max) after a check of r[0]'s
//              bounds: the row reduction of `map f32.maximum xss` (see
//              "folds from the first element" below);
//              the last element of a scan of one integer component whose
//              map lambda computes it (a scanomap after fusion) under a
//              test that the array is not empty is a reduction too;
//              a concatenation of a scan's neutral element and a prefix
//              of the scan (`[0] ++ init (scan (+) 0 xs)`), and `if i == 0
//              then ne else s[i - 1]` in a map over `iota w`, become the
//              exclusive scan: a scan over `iota w` reading its input at
//              i - 1 (see "exclusive scans" below);
//              `unflatten (map f (flatten xss))` (a map over reshaped
//              arrays that only a reshape back to their shape reads) is
//              `map (map f) xss`, and a reshape of a reshape reshapes the
//              first's array;
//              a SOAC equal to an earlier one in scope up to the names it
//              binds (`mean r` computed by a `variance` helper and again
//              by its caller) is that one, unless either's results are
//              consumed;
//              a reduction operator that ir/commutative.h finds
//              commutative (componentwise commutative operations,
//              `\(a, b, c) (d, e, f) -> (a + d, b + e, c + f)`, or a
//              choice of one argument by comparisons of all components,
//              argmax's `if x > y || (x == y && i < j) then (x, i) else
//              (y, j)`) is marked commutative, as `reduce (+)` is;
//   backward - removes statements whose results are unused and which have
//              no effect (anything but an assertion, directly or inside a
//              nested body); a `copy` of an array that a SOAC or a map,
//              reduction or scan nest of the same body made, and that
//              nothing else reads, is dropped: the producer binds the
//              copy's name (`copy (transpose a)` is one transposing
//              nest after flattening, not a nest and a copy).
// It recurses into every nested body and lambda.  Lambda parameters and the
// arity of bodies never change, so SOAC operators keep their shapes.
//
// Pre: a checked program (names bound once).  Post: a checked program with
// the same interpreter results (except that run-time errors in dead code
// other than assertions may disappear, as in Futhark).
#include "ir/simplify.h"

#include "ir/commutative.h"

#include "ir/ir_walk.h"

#include <cmath>
#include <limits>
#include <optional>
#include <map>
#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace runic::ir {

namespace {

using Subst = std::unordered_map<VName, SubExp>;

// The names some statement of `b` may consume (write in place): updated
// arrays, the destinations of scatters and histograms, loop initial
// values, function arguments, the arrays of SegOps that write their inputs.
void consumed_names(const Body& b, std::unordered_set<VName>& out);
void consumed_lambda(const Lambda& l, std::unordered_set<VName>& out) {
  if (l.body) consumed_names(*l.body, out);
}
void consumed_names(const Body& b, std::unordered_set<VName>& out) {
  for (const Stm& s : b.stms) {
    const Exp& e = s.exp;
    if (e.kind == Exp::Kind::Update) out.insert(e.array);
    if ((e.kind == Exp::Kind::Scatter || e.kind == Exp::Kind::Hist) && !e.arrays.empty())
      for (size_t a = 1 + (e.arrays.size() - 1) / 2; a < e.arrays.size(); a++) out.insert(e.arrays[a]);
    if (e.kind == Exp::Kind::SegOp && e.seg_kind != SegKind::Map && e.seg_kind != SegKind::Red &&
        e.seg_kind != SegKind::Scan)
      for (const VName& a : e.arrays) out.insert(a);
    for (const auto& m : e.merge)
      if (m.second.is_var()) out.insert(m.second.var);
    if (e.kind == Exp::Kind::Apply)
      for (const SubExp& a : e.args)
        if (a.is_var()) out.insert(a.var);
    for (const BodyPtr& nb : e.bodies)
      if (nb) consumed_names(*nb, out);
    consumed_lambda(e.map_lambda, out);
    for (const ReduceOp& op : e.scans) consumed_lambda(op.lambda, out);
    for (const ReduceOp& op : e.reduces) consumed_lambda(op.lambda, out);
  }
}

class Simplifier {
 public:
  Subst subst;
  // Names consumed anywhere in the function (computed before simplifying).
  std::unordered_set<VName> consumed;
  // Replicates by name (names are bound once): replicate(n, v).
  std::unordered_map<VName, SubExp> replicates;

  bool is_consumed(const VName& v) const { return consumed.count(v) > 0; }

  // A map's inputs that are replicates: each such parameter bound to the
  // replicated value at the top of the lambda, the input dropped (one
  // input stays).
  void replicated_inputs(Exp& e) {
    if (e.kind != Exp::Kind::Screma || !e.map_lambda.body || e.map_lambda.params.size() != e.arrays.size()) return;
    auto lam_body = std::make_shared<Body>(*e.map_lambda.body);
    std::vector<Stm> binds;
    std::vector<VName> arrays;
    std::vector<Param> params;
    for (size_t j = 0; j < e.arrays.size(); j++) {
      auto it = replicates.find(e.arrays[j]);
      const Param& p = e.map_lambda.params[j];
      bool last = arrays.empty() && j + 1 == e.arrays.size();
      if (it == replicates.end() || last || is_consumed(p.name) || p.type.unique) {
        arrays.push_back(e.arrays[j]);
        params.push_back(p);
        continue;
      }
      Stm bind;
      bind.pat = {p};
      bind.exp.kind = Exp::Kind::SubExp;
      bind.exp.args = {it->second};
      binds.push_back(std::move(bind));
    }
    if (binds.empty()) return;
    lam_body->stms.insert(lam_body->stms.begin(), binds.begin(), binds.end());
    e.map_lambda.body = lam_body;
    e.map_lambda.params = std::move(params);
    e.arrays = std::move(arrays);
  }

  int map_depth = 0;  // how many map lambdas enclose the statements simplified
  int seq_depth = 0;  // loop bodies between them and the innermost map lambda

  // Pure scans by result name (an identity map lambda, one scan of one
  // integer value): the Screma.
  std::unordered_map<VName, Exp> pure_scans;
  // Scalar comparisons by name.
  std::unordered_map<VName, Exp> compares;
  // Integer additions by name (for (x + y) - x in fold).
  std::unordered_map<VName, Exp> int_adds;
  // Integer subtractions and xors of two atoms by name: `(a - b) + b` and
  // `b + (a - b)` are a, `(a ^ b) ^ b` is a (wrapping integers; the count
  // `offs[n - 1] + fs[n - 1]` of an exclusive scan that ir/unshift.h made
  // the inclusive scan less the element).
  std::unordered_map<VName, Exp> int_subs;
  std::unordered_map<VName, Exp> int_xors;
  // The types of the arrays bound by statements (after substitution).
  std::unordered_map<VName, Type> array_types;

  void note_scan(const Stm& s) {
    const Exp& e = s.exp;
    if (e.kind != Exp::Kind::Screma || e.scans.size() != 1 || !e.reduces.empty() || s.pat.size() != 1 ||
        e.arrays.size() != 1 || !e.map_lambda.body || !e.map_lambda.body->stms.empty() ||
        e.map_lambda.params.size() != 1 || e.map_lambda.body->result.size() != 1 ||
        !e.map_lambda.body->result[0].is_var() ||
        e.map_lambda.body->result[0].var != e.map_lambda.params[0].name || e.scans[0].neutral.size() != 1 ||
        !e.scans[0].neutral[0].is_const() || !is_int(s.pat[0].type.elem))
      return;
    pure_scans[s.pat[0].name] = e;
  }

  // Scans of one integer component whose map lambda computes the scanned
  // value (after fusion: `scanomap` of a compaction's flags, with the
  // flags also mapped out), by the scan's result.
  std::unordered_map<VName, Exp> mapped_scans;
  void note_mapped_scan(const Stm& s) {
    const Exp& e = s.exp;
    if (e.kind != Exp::Kind::Screma || e.scans.size() != 1 || !e.reduces.empty() || s.pat.empty() ||
        !e.map_lambda.body || e.map_lambda.params.size() != e.arrays.size() || e.args.size() != 1 ||
        e.scans[0].neutral.size() != 1 || !e.scans[0].neutral[0].is_const() || !is_int(s.pat[0].type.elem) ||
        e.map_lambda.body->result.size() != s.pat.size() || e.map_lambda.ret.size() != s.pat.size())
      return;
    for (const VName& a : e.arrays)
      if (is_consumed(a)) return;
    mapped_scans[s.pat[0].name] = e;
  }

  // `let m = if n == 0 then ne else (let x = n - 1 in offs[x])` where offs
  // is a pure scan of width n with neutral element ne: a reduction.
  bool last_of_scan(Stm& s) {
    Exp& e = s.exp;
    if (e.kind != Exp::Kind::If || s.pat.size() != 1 || e.bodies.size() != 2 || !e.bodies[0] || !e.bodies[1] ||
        !e.args[0].is_var() || !compares.count(e.args[0].var))
      return false;
    const Exp& c = compares.at(e.args[0].var);
    if (c.cmpop != CmpOp::Eq || c.args.size() != 2 || !is_const_int(c.args[1], 0)) return false;
    const Body& t = *e.bodies[0];
    const Body& f = *e.bodies[1];
    if (!t.stms.empty() || t.result.size() != 1 || !t.result[0].is_const() || f.result.size() != 1 ||
        !f.result[0].is_var() || f.stms.empty() || f.stms.size() > 2)
      return false;
    const Stm& rd = f.stms.back();
    if (rd.exp.kind != Exp::Kind::Index || rd.pat.size() != 1 || rd.pat[0].name != f.result[0].var ||
        rd.exp.dims.size() != 1 || rd.exp.dims[0].is_slice ||
        (!pure_scans.count(rd.exp.array) && !mapped_scans.count(rd.exp.array)))
      return false;
    const Exp& scan = pure_scans.count(rd.exp.array) ? pure_scans.at(rd.exp.array) : mapped_scans.at(rd.exp.array);
    const SubExp& n = scan.args[0];
    if (subexp_str(c.args[0]) != subexp_str(n)) return false;
    if (prim_value_str(t.result[0].value) != prim_value_str(scan.scans[0].neutral[0].value)) return false;
    // The index: n - 1, computed in the branch or before it.
    const SubExp& ix = rd.exp.dims[0].index;
    if (!ix.is_var()) return false;
    const Exp* minus = nullptr;
    if (f.stms.size() == 2 && f.stms[0].pat.size() == 1 && f.stms[0].pat[0].name == ix.var) minus = &f.stms[0].exp;
    else if (f.stms.size() == 1 && compares.count(ix.var)) minus = &compares.at(ix.var);
    if (!minus || minus->kind != Exp::Kind::BinOp || minus->binop != BinOp::Sub || minus->args.size() != 2 ||
        subexp_str(minus->args[0]) != subexp_str(n) || !is_const_int(minus->args[1], 1))
      return false;
    Exp red = walk::clone_exp(scan);
    red.reduces = red.scans;
    red.scans.clear();
    // A scan that also maps values out: only the scanned value reduced.
    if (red.map_lambda.body->result.size() > 1) {
      auto lb = std::make_shared<Body>(*red.map_lambda.body);
      lb->result.resize(1);
      red.map_lambda.body = lb;
      red.map_lambda.ret.resize(1);
    }
    // Fresh names for everything the copy binds (names are bound once).
    std::map<VName, VName> fresh;
    walk::for_each_name_exp(red, [&](VName& v, walk::Role r) {
      if (r == walk::Role::Bind && !fresh.count(v)) fresh[v] = fresh_name(v);
    });
    walk::for_each_name_exp(red, [&](VName& v, walk::Role) {
      auto it = fresh.find(v);
      if (it != fresh.end()) v = it->second;
    });
    s.exp = std::move(red);
    return true;
  }

  // ---- elements of small maps ----
  // `y = m[k]` (one scalar index) of a map of scalars whose lambda is a
  // few scalar operations that cannot fail: the lambda applied to the
  // inputs' elements k, read after the same bounds check (the inputs have
  // m's outer size).  `offs[n - 1]` of `offs = map2 (-) inc fs` is then
  // `inc[n - 1] - fs[n - 1]`, and a count written `fs[n - 1] + offs[n -
  // 1]` the inclusive scan's last element.
  struct SmallMap {
    std::shared_ptr<const Exp> exp;
    size_t pos = 0;
  };
  std::unordered_map<VName, SmallMap> small_maps;
  static constexpr size_t kSmallMapStms = 4;

  void note_small_map(const Stm& s) {
    const Exp& e = s.exp;
    if (e.kind != Exp::Kind::Screma || !e.scans.empty() || !e.reduces.empty() || !e.map_lambda.body ||
        e.map_lambda.params.size() != e.arrays.size() || e.arrays.empty() || e.args.size() != 1 ||
        e.map_lambda.body->stms.size() > kSmallMapStms || s.pat.size() != e.map_lambda.body->result.size())
      return;
    for (const Param& p : e.map_lambda.params)
      if (p.type.is_array()) return;
    for (const Param& p : s.pat)
      if (p.type.rank() != 1 || p.type.unique || is_consumed(p.name)) return;
    for (const VName& a : e.arrays)
      if (is_consumed(a)) return;
    for (const Stm& st : e.map_lambda.body->stms) {
      const Exp& x = st.exp;
      const bool ok = x.kind == Exp::Kind::SubExp || x.kind == Exp::Kind::CmpOp || x.kind == Exp::Kind::UnOp ||
                      x.kind == Exp::Kind::Convert ||
                      (x.kind == Exp::Kind::BinOp &&
                       (!is_int(x.prim) || (x.binop != BinOp::Div && x.binop != BinOp::Mod &&
                                            x.binop != BinOp::Quot && x.binop != BinOp::Rem && x.binop != BinOp::Pow)));
      if (!ok) return;
    }
    auto shared = std::make_shared<const Exp>(e);
    for (size_t k = 0; k < s.pat.size(); ++k) small_maps[s.pat[k].name] = SmallMap{shared, k};
  }

  bool index_of_small_map(const Stm& s, Body& out) {
    const Exp& e = s.exp;
    if (e.kind != Exp::Kind::Index || s.pat.size() != 1 || e.dims.size() != 1 || e.dims[0].is_slice ||
        s.pat[0].type.is_array())
      return false;
    auto it = small_maps.find(e.array);
    if (it == small_maps.end()) return false;
    Exp m = walk::clone_exp(*it->second.exp);
    std::map<VName, VName> fresh;
    walk::for_each_name_exp(m, [&](VName& v, walk::Role r) {
      if (r == walk::Role::Bind && !fresh.count(v)) fresh[v] = fresh_name(v);
    });
    walk::for_each_name_exp(m, [&](VName& v, walk::Role) {
      auto f = fresh.find(v);
      if (f != fresh.end()) v = f->second;
    });
    std::vector<Stm> stms;
    for (size_t a = 0; a < m.arrays.size(); ++a) {
      Stm rd;
      rd.pat = {m.map_lambda.params[a]};
      rd.exp = e;
      rd.exp.array = m.arrays[a];
      rd.loc = s.loc;
      stms.push_back(std::move(rd));
    }
    for (const Stm& st : m.map_lambda.body->stms) stms.push_back(st);
    Stm res;
    res.pat = s.pat;
    res.exp.kind = Exp::Kind::SubExp;
    res.exp.args = {m.map_lambda.body->result[it->second.pos]};
    res.loc = s.loc;
    stms.push_back(std::move(res));
    // Simplified as statements of this body (CSE with earlier reads).
    Body tmp;
    tmp.stms = std::move(stms);
    auto made = exclusive_made[&out];
    simplify_stms(tmp, out);
    exclusive_made[&out] = std::move(made);
    // Still the first element of the map's result, for the folds from
    // the first element (`loop acc = q[0] for x in q[1:]`, q a map).
    if (!e.dims[0].is_slice && is_const_int(e.dims[0].index, 0)) {
      auto v = subst.find(s.pat[0].name);
      if (v != subst.end() && v->second.is_var()) first_elems[v->second.var] = e.array;
    }
    return true;
  }

  // ---- while loops that count ----
  // `loop (.., k, ..) = (.., c, ..) while cond do { ..; let x = k + 1; let
  // cond' = x < b; .. } ` (b not bound in the body, k an i64 merge
  // parameter whose next value is x, the condition's next value cond') is
  // the `for` loop of count = (if cond_0 then max(b - c, 1) else 0) with k
  // = j + c in iteration j: the loop runs its first iteration when cond_0
  // holds, then while k + 1 < b.  When cond_0 is the comparison c < b (as
  // `while i < m` elaborates), count = max(b - c, 0).  After the loop, cond
  // is false and k is c + count.  Users write row recurrences either way;
  // the `for` form is what ir/rowloop.h, ir/loop_reduce.h and the rewrites
  // above recognise (issue 16: `loop (s, i) = (r[0], 1) while i < m do
  // (0.9 * s + 0.1 * r[i], i + 1)` got a plain map kernel reading each row
  // uncoalesced, where the `for` spelling gets the row-recurrence kernel).
  // The rewrite works on the loop before its body is simplified: the body
  // binds cond (true) and k at its top, and simplifying it folds them.
  // Marks the reads of `b` (and of its nested bodies and lambdas) that
  // index a dimension of size `extent` with `k` as not needing a check.
  void mark_in_bounds(Body& b, const VName& k, const SubExp& extent) {
    for (Stm& st : b.stms) {
      Exp& x = st.exp;
      if (x.kind == Exp::Kind::Index && !x.unsafe) {
        auto it = array_types.find(name(x.array));
        bool ok = false;
        if (it != array_types.end() && it->second.shape.size() >= x.dims.size())
          for (size_t d = 0; d < x.dims.size(); d++) {
            const DimIndex& di = x.dims[d];
            if (di.is_slice) {
              ok = false;
              break;
            }
            const bool by_k = di.index.is_var() && di.index.var == k &&
                              subexp_str(sub(it->second.shape[d])) == subexp_str(extent);
            // Every index must be known in bounds: k here, and the other
            // indices not at all, so only reads indexed by k alone.
            if (!by_k) {
              ok = false;
              break;
            }
            ok = true;
          }
        if (ok) x.unsafe = true;
      }
      for (BodyPtr& nb : x.bodies)
        if (nb) {
          nb = std::make_shared<Body>(*nb);
          mark_in_bounds(*nb, k, extent);
        }
    }
  }

  bool while_as_for(Stm& s, Body& out) {
    Exp& e = s.exp;
    if (e.kind != Exp::Kind::Loop || e.loop_kind != Exp::LoopKind::While || e.bodies.empty() || !e.bodies[0] ||
        s.pat.size() != e.merge.size() || e.ret.size() != e.merge.size())
      return false;
    const Body& lb = *e.bodies[0];
    const size_t n = e.merge.size();
    // Another merge parameter besides cond and k (a loop of only those two
    // computes nothing but k, and the for loop would have none).
    if (n < 3 || lb.result.size() != n) return false;
    std::map<VName, size_t> param;  // merge parameter -> position
    for (size_t i = 0; i < n; i++) param[e.merge[i].first.name] = i;
    auto ci_it = param.find(e.loop_var);
    if (ci_it == param.end()) return false;
    const size_t ci = ci_it->second;
    // The body's top-level statements by the name they bind.
    std::map<VName, const Stm*> def;
    for (const Stm& st : lb.stms)
      for (const Param& p : st.pat) def[p.name] = &st;
    const SubExp& cr = lb.result[ci];
    if (!cr.is_var() || !def.count(cr.var)) return false;
    const Exp& cmp = def.at(cr.var)->exp;
    if (cmp.kind != Exp::Kind::CmpOp || cmp.prim != PrimType::I64 || cmp.args.size() != 2) return false;
    // x < b, or b > x.
    SubExp x, b;
    if (cmp.cmpop == CmpOp::Lt) x = cmp.args[0], b = cmp.args[1];
    else if (cmp.cmpop == CmpOp::Gt) x = cmp.args[1], b = cmp.args[0];
    else return false;
    if (!x.is_var() || !def.count(x.var)) return false;
    if (b.is_var() && (def.count(b.var) || param.count(b.var))) return false;
    const Exp& inc = def.at(x.var)->exp;
    if (inc.kind != Exp::Kind::BinOp || inc.binop != BinOp::Add || inc.prim != PrimType::I64 || inc.args.size() != 2)
      return false;
    size_t ki = n;
    for (int side = 0; side < 2; side++) {
      const SubExp& k = inc.args[side];
      const SubExp& one = inc.args[1 - side];
      if (k.is_var() && param.count(k.var) && is_const_int(one, 1)) ki = param.at(k.var);
    }
    if (ki == n || ki == ci || !lb.result[ki].is_var() || lb.result[ki].var != x.var) return false;
    const Param& kp = e.merge[ki].first;
    const Param& cp = e.merge[ci].first;
    if (kp.type.is_array() || kp.type.elem != PrimType::I64) return false;
    // No other merge parameter's type (nor result type) may name k or cond.
    auto names_kc = [&](const Type& t) {
      for (const SubExp& d : t.shape)
        if (d.is_var() && (d.var == kp.name || d.var == cp.name)) return true;
      return false;
    };
    for (size_t i = 0; i < n; i++)
      if (names_kc(e.merge[i].first.type) || names_kc(e.ret[i]) || names_kc(s.pat[i].type)) return false;
    b = sub(b);
    const SubExp c = e.merge[ki].second;  // already substituted
    const SubExp c0 = e.merge[ci].second;
    auto emit = [&](const std::string& base, Exp ex, PrimType t) {
      Stm st;
      st.loc = s.loc;
      st.pat = {Param{fresh_name(base), Type::scalar(t)}};
      st.exp = std::move(ex);
      // Known to the folds from the first element (the count of
      // `while i < m` from 1 is max(m - 1, 0)).
      note_fold_parts(st);
      if (st.exp.kind == Exp::Kind::BinOp && st.exp.binop == BinOp::Sub) int_subs[st.pat[0].name] = st.exp;
      out.stms.push_back(st);
      return SubExp::variable(st.pat[0].name);
    };
    auto binop = [](BinOp op, SubExp l, SubExp r) {
      Exp ex;
      ex.kind = Exp::Kind::BinOp;
      ex.binop = op;
      ex.prim = PrimType::I64;
      ex.args = {std::move(l), std::move(r)};
      return ex;
    };
    // Is cond_0 the comparison c < b (or b > c)?
    bool starts_tested = false;
    if (c0.is_var()) {
      auto it = compares.find(c0.var);
      if (it != compares.end() && it->second.kind == Exp::Kind::CmpOp && it->second.prim == PrimType::I64) {
        const Exp& t = it->second;
        auto same = [](const SubExp& u, const SubExp& v) { return subexp_str(u) == subexp_str(v); };
        starts_tested = (t.cmpop == CmpOp::Lt && same(t.args[0], c) && same(t.args[1], b)) ||
                        (t.cmpop == CmpOp::Gt && same(t.args[0], b) && same(t.args[1], c));
      }
    }
    const SubExp span = emit("while_span", binop(BinOp::Sub, b, c), PrimType::I64);
    SubExp count;
    if (starts_tested) {
      count = emit("while_count", binop(BinOp::Max, span, SubExp::i64(0)), PrimType::I64);
    } else {
      const SubExp atleast1 = emit("while_span1", binop(BinOp::Max, span, SubExp::i64(1)), PrimType::I64);
      Exp conv;
      conv.kind = Exp::Kind::Convert;
      conv.from = PrimType::Bool;
      conv.prim = PrimType::I64;
      conv.args = {c0};
      const SubExp runs = emit("while_runs", std::move(conv), PrimType::I64);
      count = emit("while_count", binop(BinOp::Mul, atleast1, runs), PrimType::I64);
    }
    // k after the loop: c + count; cond after the loop: false.
    {
      Stm st;
      st.loc = s.loc;
      st.pat = {s.pat[ki]};
      st.exp = binop(BinOp::Add, c, count);
      out.stms.push_back(st);
    }
    subst[s.pat[ci].name] = SubExp::constant(PrimValue::bool_value(false));
    // The for loop.
    const VName j = fresh_name("while_i");
    auto nb = std::make_shared<Body>();
    {
      Stm st;
      st.loc = s.loc;
      st.pat = {cp};
      st.exp.kind = Exp::Kind::SubExp;
      st.exp.args = {SubExp::constant(PrimValue::bool_value(true))};
      nb->stms.push_back(st);
      Stm kst;
      kst.loc = s.loc;
      kst.pat = {kp};
      kst.exp = binop(BinOp::Add, SubExp::variable(j), c);
      nb->stms.push_back(kst);
    }
    for (const Stm& st : lb.stms) nb->stms.push_back(st);
    // With count = max(b - c, 0) and a constant c >= 0, k runs over [c, b):
    // a read `a[.., k, ..]` in a dimension of size b is in bounds, and
    // compiled code need not check it (the interpreter still does), as it
    // need not check `r[i]` in `for i < m` (the row-recurrence kernel's
    // unrolled steps then carry no test: `for x in r[1:]` checks its slice
    // once).
    if (starts_tested && c.is_const() && c.value.as_i64() >= 0)
      mark_in_bounds(*nb, kp.name, b);
    std::vector<std::pair<Param, SubExp>> merge;
    std::vector<Type> ret;
    std::vector<Param> pat;
    for (size_t i = 0; i < n; i++) {
      if (i == ci || i == ki) continue;
      merge.push_back(e.merge[i]);
      ret.push_back(e.ret[i]);
      pat.push_back(s.pat[i]);
      nb->result.push_back(lb.result[i]);
    }
    e.merge = std::move(merge);
    e.ret = std::move(ret);
    s.pat = std::move(pat);
    e.loop_kind = Exp::LoopKind::For;
    e.loop_var = j;
    e.prim = PrimType::I64;
    e.args = {count};
    e.bodies[0] = nb;
    return true;
  }

  // `x ** 2` is `x * x` (perf34: `map (** 2) r` in a norm): exact for
  // integers (both wrap) and floats (a correctly rounded square, where
  // OpenCL's pow may be 16 ulp off and costs a call).
  static void square_pow(Exp& e) {
    if (e.kind != Exp::Kind::BinOp || e.binop != BinOp::Pow || e.args.size() != 2 || !e.args[1].is_const() ||
        !is_numeric(e.prim) || e.args[1].value.as_f64() != 2)
      return;
    e.binop = BinOp::Mul;
    e.args[1] = e.args[0];
  }

  // The identity of min (max) on t: its largest (smallest) value, an
  // infinity for floats.
  static PrimValue minmax_neutral(BinOp op, PrimType t) {
    const bool mx = op == BinOp::Max;
    if (is_float(t)) return PrimValue::float_value(t, mx ? -HUGE_VAL : HUGE_VAL);
    const int bits = prim_bits(t);
    if (is_unsigned_int(t)) return PrimValue::uint_value(t, mx ? 0 : ~uint64_t{0});
    const uint64_t top = bits == 64 ? ~uint64_t{0} >> 1 : (uint64_t{1} << (bits - 1)) - 1;
    return mx ? PrimValue::int_value(t, -static_cast<int64_t>(top) - 1) : PrimValue::int_value(t, static_cast<int64_t>(top));
  }

  // An i64 variable that is a dimension of an array in scope, or known not
  // to be negative.
  bool is_size(const SubExp& k) const {
    if (!k.is_var()) return false;
    if (non_negative.count(k.var)) return true;
    for (const auto& [_, t] : array_types)
      for (const SubExp& d : t.shape)
        if (d.is_var() && d.var == k.var) return true;
    return false;
  }

  // `loop {acc = z} for l < k do { stms; let acc' = acc op x; } in acc'`
  // (several accumulators, each by its own +, *, min or max), in a map's
  // lambda, as a reduction of a map over iota k (see the header comment).
  bool loop_as_reduce(const Stm& s, Body& out) {
    const Exp& e = s.exp;
    // Only loops that start at constants: a loop continuing another's sum
    // (the inner loop of a 2-D convolution's window) stays, and so does
    // the loop around it.  Sums and products start at 0 or 1 (checked
    // below); min and max at any constant, which is combined with the
    // reduction's result (`loop mx = f32.lowest for x in r do f32.max mx
    // x`, perf34).
    for (const auto& [p, init] : e.merge)
      if (!init.is_const() || !is_numeric(init.value.type)) return false;
    if (map_depth == 0 || seq_depth > 0 || e.kind != Exp::Kind::Loop || e.loop_kind != Exp::LoopKind::For || e.merge.empty() ||
        e.bodies.empty() || !e.bodies[0] || e.args.empty() || s.pat.size() != e.merge.size())
      return false;
    // A constant trip count: a fixed small loop (a stencil's taps) stays.
    if (e.args[0].is_const()) return false;
    const Body& lb = *e.bodies[0];
    const size_t n = e.merge.size();
    if (lb.result.size() != n) return false;
    std::map<VName, size_t> acc;  // accumulator parameter -> position
    for (size_t i = 0; i < n; i++) {
      const Param& p = e.merge[i].first;
      if (p.type.is_array() || !is_numeric(p.type.elem)) return false;
      acc[p.name] = i;
    }
    // The statements that fold: acc_i' = acc_i op x_i (either order).
    std::vector<int> fold_of(lb.stms.size(), -1);
    std::vector<SubExp> xs(n);
    std::vector<BinOp> ops(n);
    std::vector<bool> found(n, false);
    for (size_t t = 0; t < lb.stms.size(); t++) {
      const Stm& st = lb.stms[t];
      if (st.exp.kind != Exp::Kind::BinOp || st.pat.size() != 1 || st.exp.args.size() != 2) continue;
      if (st.exp.binop != BinOp::Add && st.exp.binop != BinOp::Mul && st.exp.binop != BinOp::Min &&
          st.exp.binop != BinOp::Max)
        continue;
      for (int side = 0; side < 2; side++) {
        const SubExp& a = st.exp.args[side];
        const SubExp& x = st.exp.args[1 - side];
        if (!a.is_var() || !acc.count(a.var)) continue;
        size_t i = acc.at(a.var);
        if (found[i] || !lb.result[i].is_var() || lb.result[i].var != st.pat[0].name) continue;
        if (st.exp.prim != e.merge[i].first.type.elem) continue;
        if (x.is_var() && acc.count(x.var)) continue;
        found[i] = true;
        xs[i] = x;
        ops[i] = st.exp.binop;
        fold_of[t] = static_cast<int>(i);
        break;
      }
    }
    for (size_t i = 0; i < n; i++) {
      if (!found[i]) return false;
      if (ops[i] == BinOp::Add || ops[i] == BinOp::Mul) {
        const double v = e.merge[i].second.value.as_f64();
        if (!(v == 0 && !std::signbit(v)) && v != 1) return false;
      }
    }
    // The other statements: scalar, consuming nothing, not reading the
    // accumulators or the folded values.
    std::unordered_set<VName> banned;
    for (auto& [a, _] : acc) banned.insert(a);
    for (size_t t = 0; t < lb.stms.size(); t++)
      if (fold_of[t] >= 0) banned.insert(lb.stms[t].pat[0].name);
    std::unordered_set<VName> used;
    Body rest;
    for (size_t t = 0; t < lb.stms.size(); t++) {
      if (fold_of[t] >= 0) continue;
      const Stm& st = lb.stms[t];
      for (const Param& p : st.pat)
        if (p.type.is_array()) return false;
      if (st.exp.kind == Exp::Kind::Loop || st.exp.kind == Exp::Kind::Screma || st.exp.kind == Exp::Kind::Stream ||
          st.exp.kind == Exp::Kind::Apply)
        return false;
      uses_exp(st.exp, used);
      rest.stms.push_back(st);
    }
    std::unordered_set<VName> cons;
    consumed_names(rest, cons);
    if (!cons.empty()) return false;
    for (const VName& b : banned)
      if (used.count(b)) return false;
    for (size_t i = 0; i < n; i++)
      if (xs[i].is_var() && banned.count(xs[i].var)) return false;
    // iota k (of the loop variable's type) and the reduction.  A loop
    // `for l < k` with k < 0 runs no iteration, where `iota k` would
    // fail: unless k is a size (an array's dimension, or known not to be
    // negative), the reduction runs over max(k, 0) elements (as
    // loop-reduce's), e.g. an i32 parameter `d` of `for i < d`.
    const PrimType it = e.prim;
    SubExp width = e.args[0];
    std::optional<Stm> count;
    if (!(it == PrimType::I64 && is_size(width))) {
      count.emplace();
      count->loc = s.loc;
      count->pat = {Param{fresh_name("loop_count"), Type::scalar(it)}};
      count->exp.kind = Exp::Kind::BinOp;
      count->exp.binop = BinOp::Max;
      count->exp.prim = it;
      count->exp.args = {e.args[0], SubExp::constant(PrimValue::int_value(it, 0))};
      width = SubExp::variable(count->pat[0].name);
    }
    Stm iota;
    iota.pat = {Param{fresh_name("loop_iota"), Type{it, {width}, false}}};
    iota.exp.kind = Exp::Kind::Iota;
    iota.exp.prim = it;
    iota.exp.args = {width, SubExp::constant(PrimValue::int_value(it, 0)),
                     SubExp::constant(PrimValue::int_value(it, 1))};
    iota.loc = s.loc;
    Stm red;
    red.loc = s.loc;
    red.exp.kind = Exp::Kind::Screma;
    red.exp.args = {width};
    red.exp.arrays = {iota.pat[0].name};
    red.exp.map_lambda.params = {Param{e.loop_var, Type::scalar(it)}};
    rest.result = xs;
    red.exp.map_lambda.body = std::make_shared<Body>(std::move(rest));
    ReduceOp op;
    op.commutative = true;  // + and * on numbers, as `f32.sum` is; min and max
    std::vector<Param> lhs, rhs;
    auto body = std::make_shared<Body>();
    std::vector<bool> neutral_init(n);
    for (size_t i = 0; i < n; i++) {
      const PrimType t = e.merge[i].first.type.elem;
      red.exp.map_lambda.ret.push_back(Type::scalar(t));
      lhs.push_back(Param{fresh_name("red_a"), Type::scalar(t)});
      rhs.push_back(Param{fresh_name("red_b"), Type::scalar(t)});
      Stm f;
      f.pat = {Param{fresh_name("red_r"), Type::scalar(t)}};
      f.exp.kind = Exp::Kind::BinOp;
      f.exp.binop = ops[i];
      f.exp.prim = t;
      f.exp.args = {SubExp::variable(lhs.back().name), SubExp::variable(rhs.back().name)};
      body->result.push_back(SubExp::variable(f.pat[0].name));
      body->stms.push_back(std::move(f));
      const SubExp& init = e.merge[i].second;
      SubExp neutral;
      if (ops[i] == BinOp::Min || ops[i] == BinOp::Max) {
        // The identity of min (max): the largest (smallest) value, an
        // infinity for floats (f32.max of a NaN and x is x, in any order).
        neutral = SubExp::constant(minmax_neutral(ops[i], t));
        neutral_init[i] = init.value == neutral.value;
      } else {
        const int ne = ops[i] == BinOp::Add ? 0 : 1;
        neutral = SubExp::constant(is_float(t) ? PrimValue::float_value(t, ne) : PrimValue::int_value(t, ne));
        neutral_init[i] = init.value.as_f64() == ne && !(is_float(t) && ne == 0 && std::signbit(init.value.as_f64()));
      }
      op.neutral.push_back(neutral);
      red.pat.push_back(Param{neutral_init[i] ? s.pat[i].name : fresh_name("loop_red"), Type::scalar(t)});
    }
    op.lambda.params = lhs;
    op.lambda.params.insert(op.lambda.params.end(), rhs.begin(), rhs.end());
    op.lambda.ret = red.exp.map_lambda.ret;
    op.lambda.body = body;
    red.exp.reduces = {std::move(op)};
    if (count) out.stms.push_back(std::move(*count));
    out.stms.push_back(std::move(iota));
    std::vector<Param> red_pat = red.pat;
    out.stms.push_back(std::move(red));
    for (size_t i = 0; i < n; i++) {
      if (neutral_init[i]) continue;
      Stm f;
      f.loc = s.loc;
      f.pat = {s.pat[i]};
      f.exp.kind = Exp::Kind::BinOp;
      f.exp.binop = ops[i];
      f.exp.prim = s.pat[i].type.elem;
      f.exp.args = {e.merge[i].second, SubExp::variable(red_pat[i].name)};
      out.stms.push_back(std::move(f));
    }
    return true;
  }

  // ---- folds from the first element (issue 16) ----
  // A row's maximum written as a fold from its first element:
  //
  //   loop acc = r[0] for l < m - 1 do op acc r[l + 1]
  //   loop (acc, i) = (r[0], 1) while i < m do (op acc r[i], i + 1)
  //   loop acc = r[0] for x in r[1:] do op acc x
  //   reduce op r[0] r[1:]
  //
  // (the while loop is the first `for` loop once while_as_for has run)
  // folds every element of r, in order, from r[0]: for an associative
  // operator with an identity e it is `reduce op e r` (m >= 1).  Folding
  // all of r from r[0] (`for l < m do op acc r[l]`, `reduce op r[0] r`)
  // applies op to r[0] twice, which is the same for idempotent operators.
  // The operators: min and max (any numeric type; for floats e is NaN,
  // which f32.max ignores as an operand, so that a row of NaNs still gives
  // NaN as the fold does), & and | on integers, && and || on bool, and,
  // only for the fold from r[1], integer +, * and xor.  Several
  // accumulators (`(lo, hi)` by min and max) give one reduction each
  // (fusion joins them).  The loop's body must be nothing but the index
  // l + 1, the reads of the rows and the folds.  r's size must not be a
  // constant (a loop over a fixed few elements stays one thread's work).
  // The read `r[0]` fails when r is empty: an assertion worded as its
  // bounds check keeps that error.
  // In a map's lambda the loop was one thread's walk along its row (the
  // row-recurrence kernel, ir/rowloop.h); the reduction is the segmented
  // reduction of `map f32.maximum xss`, which reads the rows coalesced
  // and splits each among a work-group.  perf30 reduced the start with
  // the row's values instead (`if l == 0 then r[0] else r[l]`), whose
  // selection in the reduction's inner loop (a compare and a second load
  // per element) measured slower on the H200 than the loop (63.9 against
  // 57.4 us at 8192 x 4096): no selection is left here.

  // Reads `a[0]` (a of rank 1) by name: a.
  std::unordered_map<VName, VName> first_elems;
  // Slices `a[1:+c]` (stride 1, a of rank 1) by name: (a, c).
  std::unordered_map<VName, std::pair<VName, SubExp>> tail_slices;
  // Integer `max(x, 0)` by name: x.
  std::unordered_map<VName, SubExp> clamped;

  void note_fold_parts(const Stm& s) {
    const Exp& e = s.exp;
    if (s.pat.size() != 1) return;
    const VName& v = s.pat[0].name;
    if (e.kind == Exp::Kind::Index && e.dims.size() == 1 && array_types.count(e.array) &&
        array_types.at(e.array).rank() == 1) {
      const DimIndex& d = e.dims[0];
      if (!d.is_slice && is_const_int(d.index, 0) && !s.pat[0].type.is_array()) first_elems[v] = e.array;
      if (d.is_slice && is_const_int(d.start, 1) && is_const_int(d.stride, 1)) tail_slices[v] = {e.array, d.count};
    }
    if (e.kind == Exp::Kind::BinOp && e.binop == BinOp::Max && e.prim == PrimType::I64 && e.args.size() == 2) {
      if (is_const_int(e.args[1], 0)) clamped[v] = e.args[0];
      if (is_const_int(e.args[0], 0)) clamped[v] = e.args[1];
    }
  }

  // k is w - 1.
  bool is_minus_one(const SubExp& k, const SubExp& w) const {
    if (!k.is_var()) return false;
    auto it = int_subs.find(k.var);
    return it != int_subs.end() && it->second.prim == PrimType::I64 && same_value(it->second.args[0], w) &&
           is_const_int(it->second.args[1], 1);
  }
  // k is w - 1 or max(w - 1, 0).
  bool is_count_minus_one(const SubExp& k, const SubExp& w) const {
    if (is_minus_one(k, w)) return true;
    if (!k.is_var()) return false;
    auto it = clamped.find(k.var);
    return it != clamped.end() && is_minus_one(it->second, w);
  }

  // The identity of a folding operator on t, and whether the operator is
  // idempotent; nullopt for other operators.
  static std::optional<std::pair<SubExp, bool>> fold_identity(BinOp op, PrimType t) {
    const int bits = prim_bits(t);
    const int64_t smin = bits == 64 ? std::numeric_limits<int64_t>::min() : -(int64_t{1} << (bits - 1));
    const int64_t smax = bits == 64 ? std::numeric_limits<int64_t>::max() : (int64_t{1} << (bits - 1)) - 1;
    auto c = [](PrimValue v) { return SubExp::constant(v); };
    if (t == PrimType::Bool) {
      if (op == BinOp::LogAnd) return std::make_pair(c(PrimValue::bool_value(true)), true);
      if (op == BinOp::LogOr) return std::make_pair(c(PrimValue::bool_value(false)), true);
      return std::nullopt;
    }
    if (is_float(t)) {
      if (op == BinOp::Min || op == BinOp::Max)
        return std::make_pair(c(PrimValue::float_value(t, std::numeric_limits<double>::quiet_NaN())), true);
      return std::nullopt;
    }
    if (!is_int(t)) return std::nullopt;
    const bool sig = is_signed_int(t);
    switch (op) {
      case BinOp::Max:
        return std::make_pair(c(sig ? PrimValue::int_value(t, smin) : PrimValue::uint_value(t, 0)), true);
      case BinOp::Min:
        return std::make_pair(c(sig ? PrimValue::int_value(t, smax) : PrimValue::uint_value(t, ~uint64_t{0})), true);
      case BinOp::And: return std::make_pair(c(PrimValue::int_value(t, -1)), true);
      case BinOp::Or: return std::make_pair(c(PrimValue::int_value(t, 0)), true);
      case BinOp::Add:
      case BinOp::Xor: return std::make_pair(c(PrimValue::int_value(t, 0)), false);
      case BinOp::Mul: return std::make_pair(c(PrimValue::int_value(t, 1)), false);
      default: return std::nullopt;
    }
  }

  // `assert (0 < w) "Index [0] out of bounds for array of shape [w]"`:
  // the check of the read `a[0]` of an array of w elements.
  void emit_first_read_check(const SubExp& w, const Span& loc, Body& out) {
    Stm cmp;
    cmp.pat = {Param{fresh_name("first_ok"), Type::scalar(PrimType::Bool)}};
    cmp.exp.kind = Exp::Kind::CmpOp;
    cmp.exp.cmpop = CmpOp::Lt;
    cmp.exp.prim = PrimType::I64;
    cmp.exp.args = {SubExp::i64(0), w};
    cmp.loc = loc;
    Stm a;
    a.exp.kind = Exp::Kind::Assert;
    a.exp.args = {SubExp::variable(cmp.pat[0].name), SubExp::i64(0), w};
    a.exp.message = "Index [{0}] out of bounds for array of shape [{1}]";
    a.exp.loc = loc;
    a.loc = loc;
    out.stms.push_back(std::move(cmp));
    out.stms.push_back(std::move(a));
  }

  // `reduce op e a` (the identity map) binding `res`.
  static Stm row_reduce(const Param& res, BinOp op, const SubExp& e, const VName& a, const SubExp& w,
                        const Span& loc) {
    const PrimType t = res.type.elem;
    Stm red;
    red.loc = loc;
    red.pat = {res};
    red.exp.kind = Exp::Kind::Screma;
    red.exp.args = {w};
    red.exp.arrays = {a};
    const VName x = fresh_name("fold_x");
    red.exp.map_lambda.params = {Param{x, Type::scalar(t)}};
    red.exp.map_lambda.ret = {Type::scalar(t)};
    auto mb = std::make_shared<Body>();
    mb->result = {SubExp::variable(x)};
    red.exp.map_lambda.body = mb;
    ReduceOp rop;
    rop.commutative = true;
    rop.neutral = {e};
    const Param pa{fresh_name("fold_a"), Type::scalar(t)}, pb{fresh_name("fold_b"), Type::scalar(t)};
    Stm f;
    f.pat = {Param{fresh_name("fold_r"), Type::scalar(t)}};
    f.exp.kind = Exp::Kind::BinOp;
    f.exp.binop = op;
    f.exp.prim = t;
    f.exp.args = {SubExp::variable(pa.name), SubExp::variable(pb.name)};
    f.loc = loc;
    auto ob = std::make_shared<Body>();
    ob->result = {SubExp::variable(f.pat[0].name)};
    ob->stms.push_back(std::move(f));
    rop.lambda.params = {pa, pb};
    rop.lambda.ret = {Type::scalar(t)};
    rop.lambda.body = ob;
    red.exp.reduces = {std::move(rop)};
    return red;
  }

  // The size of a rank-1 array when it is not a constant.
  std::optional<SubExp> row_size(const VName& a) const {
    auto it = array_types.find(a);
    if (it == array_types.end() || it->second.rank() != 1 || !it->second.shape[0].is_var()) return std::nullopt;
    return it->second.shape[0];
  }

  // The loop forms (see above), in a map's lambda.
  bool fold_from_first(const Stm& s, Body& out) {
    const Exp& e = s.exp;
    if (map_depth == 0 || seq_depth > 0 || e.kind != Exp::Kind::Loop || e.loop_kind != Exp::LoopKind::For ||
        e.merge.empty() || e.bodies.empty() || !e.bodies[0] || e.args.empty() || s.pat.size() != e.merge.size() ||
        e.prim != PrimType::I64)
      return false;
    const VName& l = e.loop_var;
    const SubExp& k = e.args[0];
    const Body& lb = *e.bodies[0];
    const size_t n = e.merge.size();
    if (lb.result.size() != n) return false;
    std::unordered_map<VName, size_t> acc;
    for (size_t i = 0; i < n; ++i) {
      const Param& p = e.merge[i].first;
      if (p.type.is_array()) return false;
      acc[p.name] = i;
    }
    // The body: j = l + 1, reads a[l], a[j] or s[l] (s = a[1:+c]), folds.
    VName j;
    struct Read {
      VName array;  // a
      int shift;    // 0: a[l]; 1: a[l + 1]; 2: s[l], s = a[1:+c]
      SubExp count;  // c
    };
    std::unordered_map<VName, Read> reads;
    std::vector<const Stm*> folds(n, nullptr);
    std::vector<VName> folded(n);
    for (const Stm& st : lb.stms) {
      const Exp& x = st.exp;
      if (st.pat.size() != 1 || st.pat[0].type.is_array()) return false;
      const VName& v = st.pat[0].name;
      if (x.kind == Exp::Kind::BinOp && x.binop == BinOp::Add && x.prim == PrimType::I64 && x.args.size() == 2 &&
          j.empty() &&
          ((x.args[0].is_var() && x.args[0].var == l && is_const_int(x.args[1], 1)) ||
           (x.args[1].is_var() && x.args[1].var == l && is_const_int(x.args[0], 1)))) {
        j = v;
        continue;
      }
      if (x.kind == Exp::Kind::Index && x.dims.size() == 1 && !x.dims[0].is_slice && x.dims[0].index.is_var()) {
        const VName& ix = x.dims[0].index.var;
        auto ts = tail_slices.find(x.array);
        if (ix == l && ts != tail_slices.end()) {
          reads[v] = Read{ts->second.first, 2, ts->second.second};
          continue;
        }
        if (ix == l || (!j.empty() && ix == j)) {
          reads[v] = Read{x.array, ix == l ? 0 : 1, SubExp{}};
          continue;
        }
        return false;
      }
      if (x.kind == Exp::Kind::BinOp && x.args.size() == 2 && x.args[0].is_var() && x.args[1].is_var()) {
        bool ok = false;
        for (int side = 0; side < 2 && !ok; ++side) {
          auto a = acc.find(x.args[side].var);
          const VName& other = x.args[1 - side].var;
          if (a == acc.end() || folds[a->second] || !reads.count(other)) continue;
          const size_t i = a->second;
          if (!lb.result[i].is_var() || lb.result[i].var != v || x.prim != e.merge[i].first.type.elem) continue;
          folds[i] = &st;
          folded[i] = other;
          ok = true;
        }
        if (ok) continue;
      }
      return false;
    }
    struct Fold {
      BinOp op;
      SubExp identity;
      VName array;
      SubExp w;
    };
    std::vector<Fold> fs;
    for (size_t i = 0; i < n; ++i) {
      if (!folds[i]) return false;
      const SubExp& init = e.merge[i].second;
      if (!init.is_var()) return false;
      auto fe = first_elems.find(init.var);
      const Read& r = reads.at(folded[i]);
      if (fe == first_elems.end() || fe->second != r.array) return false;
      auto w = row_size(r.array);
      if (!w) return false;
      const BinOp op = folds[i]->exp.binop;
      auto id = fold_identity(op, e.merge[i].first.type.elem);
      if (!id) return false;
      bool whole = false;
      if (r.shift == 0) whole = id->second && same_value(k, *w);
      if (r.shift == 1) whole = is_count_minus_one(k, *w);
      if (r.shift == 2) whole = is_minus_one(r.count, *w) && (same_value(k, r.count) || is_count_minus_one(k, *w));
      if (!whole) return false;
      fs.push_back(Fold{op, id->first, r.array, *w});
    }
    std::unordered_set<VName> checked;
    for (const Fold& f : fs)
      if (checked.insert(f.array).second) emit_first_read_check(f.w, s.loc, out);
    for (size_t i = 0; i < n; ++i)
      out.stms.push_back(row_reduce(s.pat[i], fs[i].op, fs[i].identity, fs[i].array, fs[i].w, s.loc));
    return true;
  }

  // `reduce op a[0] a[1:]`, and `reduce op a[0] a` for an idempotent
  // operator: `reduce op e a` after the check of a[0].
  void reduce_from_first(Stm& s, Body& out) {
    Exp& e = s.exp;
    if (e.kind != Exp::Kind::Screma || !e.scans.empty() || e.reduces.size() != 1 || e.arrays.size() != 1 ||
        s.pat.size() != 1 || s.pat[0].type.is_array() || !e.map_lambda.body || !e.map_lambda.body->stms.empty() ||
        e.map_lambda.params.size() != 1 || e.map_lambda.body->result.size() != 1 ||
        !e.map_lambda.body->result[0].is_var() || e.map_lambda.body->result[0].var != e.map_lambda.params[0].name)
      return;
    ReduceOp& rop = e.reduces[0];
    if (rop.neutral.size() != 1 || !rop.neutral[0].is_var() || !rop.lambda.body ||
        rop.lambda.body->stms.size() != 1 || rop.lambda.params.size() != 2 || rop.lambda.body->result.size() != 1)
      return;
    auto fe = first_elems.find(rop.neutral[0].var);
    if (fe == first_elems.end()) return;
    const Stm& st = rop.lambda.body->stms[0];
    const Exp& x = st.exp;
    const PrimType t = s.pat[0].type.elem;
    if (x.kind != Exp::Kind::BinOp || x.prim != t || x.args.size() != 2 || !x.args[0].is_var() ||
        !x.args[1].is_var() || st.pat.size() != 1 || !rop.lambda.body->result[0].is_var() ||
        rop.lambda.body->result[0].var != st.pat[0].name)
      return;
    const VName &p0 = rop.lambda.params[0].name, &p1 = rop.lambda.params[1].name;
    if (!((x.args[0].var == p0 && x.args[1].var == p1) || (x.args[0].var == p1 && x.args[1].var == p0))) return;
    auto id = fold_identity(x.binop, t);
    if (!id) return;
    const VName& a = fe->second;
    auto w = row_size(a);
    if (!w) return;
    bool whole = false;
    if (e.arrays[0] == a) whole = id->second;
    auto ts = tail_slices.find(e.arrays[0]);
    if (ts != tail_slices.end() && ts->second.first == a) whole = is_minus_one(ts->second.second, *w);
    if (!whole) return;
    emit_first_read_check(*w, s.loc, out);
    rop.neutral = {id->first};
    rop.commutative = true;
    e.arrays = {a};
    e.args = {*w};
  }

  // ---- maps over flattened arrays (issue 16) ----
  // `unflatten (map f (flatten xss))`: a map over reshaped arrays whose
  // result is reshaped back to the arrays' own shape is the nested map
  // `map (map f) xss`, where nothing else reads the flat result.  Fusion
  // then sees the nest: a row-wise consumer (`map f32.sum (unflatten
  // ...)`) takes f into its reduction, which the reshapes kept apart (a
  // map kernel writing the flat array, then a segmented reduction
  // reading it back).
  std::map<VName, int> uses;  // use counts in the function (before simplifying)
  // Reshapes by name: the array reshaped (itself not a reshape).
  std::unordered_map<VName, VName> reshape_src;
  // Rank-1 reshapes of arrays of rank >= 2 by name: the array reshaped.
  std::unordered_map<VName, VName> flattened;
  // Maps of one result over flattened arrays (scalar parameters) by result.
  std::unordered_map<VName, Exp> flat_maps;

  void note_flat_map(const Stm& s) {
    const Exp& e = s.exp;
    if (e.kind == Exp::Kind::Reshape && s.pat.size() == 1 && s.pat[0].type.rank() == 1) {
      auto t = array_types.find(e.array);
      if (t != array_types.end() && t->second.rank() >= 2) flattened[s.pat[0].name] = e.array;
      return;
    }
    if (e.kind != Exp::Kind::Screma || !e.scans.empty() || !e.reduces.empty() || s.pat.size() != 1 ||
        !e.map_lambda.body || e.map_lambda.params.size() != e.arrays.size() || e.arrays.empty() ||
        e.map_lambda.ret.size() != 1)
      return;
    for (const Param& p : e.map_lambda.params)
      if (p.type.is_array() || p.type.unique) return;
    for (const VName& a : e.arrays)
      if (!flattened.count(a)) return;
    flat_maps[s.pat[0].name] = e;
  }

  // `u = reshape(S, y)` with y a map over flattened arrays of shape S,
  // read only here: u as the nested map over those arrays.
  bool unflatten_map(Stm& s) {
    Exp& e = s.exp;
    if (e.kind != Exp::Kind::Reshape || s.pat.size() != 1 || s.pat[0].type.unique || e.args.size() < 2) return false;
    auto fm = flat_maps.find(e.array);
    if (fm == flat_maps.end()) return false;
    auto u = uses.find(e.array);
    if (u == uses.end() || u->second != 1 || is_consumed(e.array)) return false;
    const Exp& m = fm->second;
    std::vector<VName> srcs;
    std::vector<Type> types;
    for (const VName& a : m.arrays) {
      const VName& src = flattened.at(a);
      const Type& t = array_types.at(src);
      if (t.rank() != (int)e.args.size()) return false;
      for (size_t d = 0; d < e.args.size(); ++d)
        if (subexp_str(t.shape[d]) != subexp_str(e.args[d])) return false;
      srcs.push_back(src);
      types.push_back(t);
    }
    // The innermost lambda: f with fresh names.
    Lambda f = walk::clone_lambda(m.map_lambda);
    std::map<VName, VName> fresh;
    walk::for_each_name_lambda(f, [&](VName& v, walk::Role r) {
      if (r == walk::Role::Bind && !fresh.count(v)) fresh[v] = fresh_name(v);
    });
    walk::for_each_name_lambda(f, [&](VName& v, walk::Role) {
      auto it = fresh.find(v);
      if (it != fresh.end()) v = it->second;
    });
    s.exp = nested_map(0, srcs, types, e.args, f, s.pat[0].type);
    return true;
  }

  // The map at depth `level` of a nest over `shape` whose innermost
  // lambda is f, over `arrays` of types `types`; `res` its result's type.
  static Exp nested_map(size_t level, const std::vector<VName>& arrays, const std::vector<Type>& types,
                        const std::vector<SubExp>& shape, const Lambda& f, const Type& res) {
    Exp x;
    x.kind = Exp::Kind::Screma;
    x.args = {shape[level]};
    x.arrays = arrays;
    if (level + 1 == shape.size()) {
      x.map_lambda = f;
      return x;
    }
    std::vector<VName> rows;
    std::vector<Type> row_types;
    for (size_t a = 0; a < arrays.size(); ++a) {
      rows.push_back(fresh_name("flat_row"));
      row_types.push_back(types[a].row());
      x.map_lambda.params.push_back(Param{rows.back(), row_types.back()});
    }
    const Type inner = res.row();
    Stm st;
    st.pat = {Param{fresh_name("unflat_row"), inner}};
    st.exp = nested_map(level + 1, rows, row_types, shape, f, inner);
    auto b = std::make_shared<Body>();
    b->result = {SubExp::variable(st.pat[0].name)};
    b->stms.push_back(std::move(st));
    x.map_lambda.body = b;
    x.map_lambda.ret = {inner};
    return x;
  }

  // ---- flattened map nests read by reductions (issue 16) ----
  // `flatten (map (\a -> map (\b -> f a b) bs) as)` read by a reduction,
  // scan or histogram (`hist (+) 0 k (flatten (map ...)) ...`, the pair
  // counts of a correlation; `flatten img |> f32.sum` of a tabulate_2d
  // image): fusion does not see through the reshape, so the nest wrote
  // its n x m results to memory for the consumer to read back.  It becomes
  // one map over iota (n*m) whose element k is f as[k / m] bs[k % m] (a
  // row parameter's array read at [k / m, k % m]), which fusion then takes
  // into the consumer.  Only a nest whose outer lambda is the inner map
  // alone (no per-row work to repeat per element), with scalar inner
  // parameters, whose result only the reshape reads.
  std::unordered_set<VName> reduced_inputs;  // inputs of reductions, scans, hists, scatters (set in simplify())
  std::unordered_map<VName, Exp> map_nests;  // such nests by result

  static void collect_reduced_inputs(const Body& b, std::unordered_set<VName>& out) {
    for (const Stm& st : b.stms) {
      const Exp& e = st.exp;
      if (e.kind == Exp::Kind::Screma && (!e.scans.empty() || !e.reduces.empty()))
        for (const VName& a : e.arrays) out.insert(a);
      if (e.kind == Exp::Kind::Hist || e.kind == Exp::Kind::Scatter)
        for (const VName& a : e.arrays) out.insert(a);
      for (const BodyPtr& nb : e.bodies)
        if (nb) collect_reduced_inputs(*nb, out);
      if (e.map_lambda.body) collect_reduced_inputs(*e.map_lambda.body, out);
    }
  }

  void note_map_nest(const Stm& s) {
    const Exp& e = s.exp;
    auto pure_map = [](const Exp& x) {
      return x.kind == Exp::Kind::Screma && x.scans.empty() && x.reduces.empty() && x.map_lambda.body &&
             x.map_lambda.params.size() == x.arrays.size() && x.args.size() == 1;
    };
    if (!pure_map(e) || s.pat.size() != 1 || s.pat[0].type.rank() != 2 || s.pat[0].type.unique) return;
    const Body& b = *e.map_lambda.body;
    if (b.stms.empty() || b.result.size() != 1 || !b.result[0].is_var()) return;
    // Before the inner map, only i64 iotas of sizes bound outside the nest
    // (tabulate_2d's `iota w`), whose elements the flat map computes.
    std::unordered_set<VName> outer_params;
    for (const Param& p : e.map_lambda.params) outer_params.insert(p.name);
    for (size_t t = 0; t + 1 < b.stms.size(); ++t) {
      const Stm& st = b.stms[t];
      if (st.exp.kind != Exp::Kind::Iota || st.exp.prim != PrimType::I64 || st.pat.size() != 1 ||
          st.exp.args.size() != 3)
        return;
      for (const SubExp& a : st.exp.args)
        if (a.is_var() && outer_params.count(a.var)) return;
    }
    const Stm& in = b.stms.back();
    const Exp& ie = in.exp;
    if (!pure_map(ie) || in.pat.size() != 1 || in.pat[0].name != b.result[0].var || ie.map_lambda.ret.size() != 1)
      return;
    for (const Param& q : ie.map_lambda.params)
      if (q.type.is_array()) return;
    // A row parameter may only be an array of the inner map.
    auto used = walk::count_uses(*ie.map_lambda.body);
    for (const Param& p : e.map_lambda.params)
      if (p.type.is_array() && (p.type.rank() != 1 || used.count(p.name))) return;
    map_nests[s.pat[0].name] = e;
  }

  bool flatten_map_nest(Stm& s, Body& out) {
    Exp& e = s.exp;
    if (e.kind != Exp::Kind::Reshape || s.pat.size() != 1 || s.pat[0].type.rank() != 1 || s.pat[0].type.unique ||
        e.args.size() != 1)
      return false;
    auto nest = map_nests.find(e.array);
    if (nest == map_nests.end()) return false;
    auto u = uses.find(e.array);
    if (u == uses.end() || u->second != 1 || is_consumed(e.array)) return false;
    const VName& flat = s.pat[0].name;
    if (!reduced_inputs.count(flat) || is_consumed(flat)) return false;
    // The nest with fresh names for what it binds.
    Lambda outer = walk::clone_lambda(nest->second.map_lambda);
    std::map<VName, VName> fresh;
    walk::for_each_name_lambda(outer, [&](VName& v, walk::Role r) {
      if (r == walk::Role::Bind && !fresh.count(v)) fresh[v] = fresh_name(v);
    });
    walk::for_each_name_lambda(outer, [&](VName& v, walk::Role) {
      auto it = fresh.find(v);
      if (it != fresh.end()) v = it->second;
    });
    const std::vector<VName>& outer_arrays = nest->second.arrays;
    const Exp& ie = outer.body->stms.back().exp;
    std::map<VName, const Exp*> local_iotas;
    for (size_t t = 0; t + 1 < outer.body->stms.size(); ++t)
      local_iotas[outer.body->stms[t].pat[0].name] = &outer.body->stms[t].exp;
    const Lambda& f = ie.map_lambda;
    const Span loc = s.loc;
    auto body = std::make_shared<Body>();
    auto scalar = [&](const std::string& name, Exp x) {
      Stm st;
      st.pat = {Param{fresh_name(name), Type::scalar(PrimType::I64)}};
      st.exp = std::move(x);
      st.loc = loc;
      body->stms.push_back(std::move(st));
      return SubExp::variable(body->stms.back().pat[0].name);
    };
    auto binop = [](BinOp op, SubExp a, SubExp b) {
      Exp x;
      x.kind = Exp::Kind::BinOp;
      x.binop = op;
      x.prim = PrimType::I64;
      x.args = {std::move(a), std::move(b)};
      return x;
    };
    auto read = [&](const Param& p, const VName& arr, std::vector<SubExp> idx) {
      Stm rd;
      rd.pat = {p};
      rd.exp.kind = Exp::Kind::Index;
      rd.exp.array = arr;
      for (SubExp& i : idx) {
        DimIndex d;
        d.index = std::move(i);
        rd.exp.dims.push_back(d);
      }
      rd.exp.unsafe = true;  // k < n * m
      rd.exp.index_rank = static_cast<int>(rd.exp.dims.size());
      rd.exp.loc = loc;
      rd.loc = loc;
      body->stms.push_back(std::move(rd));
    };
    Param k{fresh_name("flat_k"), Type::scalar(PrimType::I64)};
    const SubExp i = scalar("flat_i", binop(BinOp::Div, SubExp::variable(k.name), ie.args[0]));
    const SubExp j = scalar("flat_j", binop(BinOp::Mod, SubExp::variable(k.name), ie.args[0]));
    std::map<VName, VName> row_of;  // outer row parameter -> its array
    for (size_t a = 0; a < outer.params.size(); ++a) {
      const Param& p = outer.params[a];
      if (p.type.is_array())
        row_of[p.name] = outer_arrays[a];
      else
        read(p, outer_arrays[a], {i});
    }
    for (size_t a = 0; a < f.params.size(); ++a) {
      auto row = row_of.find(ie.arrays[a]);
      auto io = local_iotas.find(ie.arrays[a]);
      if (io != local_iotas.end()) {
        // start + j * step
        const SubExp x = scalar("flat_step", binop(BinOp::Mul, j, io->second->args[2]));
        Stm st;
        st.pat = {f.params[a]};
        st.exp = binop(BinOp::Add, io->second->args[1], x);
        st.loc = loc;
        body->stms.push_back(std::move(st));
      } else if (row != row_of.end())
        read(f.params[a], row->second, {i, j});
      else
        read(f.params[a], ie.arrays[a], {j});
    }
    for (const Stm& st : f.body->stms) body->stms.push_back(st);
    body->result = f.body->result;
    Stm iota;
    iota.loc = loc;
    iota.pat = {Param{fresh_name("flat_iota"), Type{PrimType::I64, {e.args[0]}, false}}};
    iota.exp.kind = Exp::Kind::Iota;
    iota.exp.prim = PrimType::I64;
    iota.exp.args = {e.args[0], SubExp::i64(0), SubExp::i64(1)};
    Exp m;
    m.kind = Exp::Kind::Screma;
    m.args = {e.args[0]};
    m.arrays = {iota.pat[0].name};
    m.map_lambda.params = {k};
    m.map_lambda.body = body;
    m.map_lambda.ret = f.ret;
    out.stms.push_back(std::move(iota));
    s.exp = std::move(m);
    return true;
  }

  // ---- exclusive scans (issue 16) ----
  // An exclusive scan is the inclusive scan of its input shifted right by
  // one, the neutral element first: [ne, x_0, ..., x_{w-2}].  Written as
  // `[ne] ++ init (scan op ne xs)` (or `[ne] ++ s[:k]`, `concat`), or as
  // `tabulate w (\i -> if i == 0 then ne else s[i - 1])`, it would be an
  // inclusive scan, a slice and a concatenation (a copy kernel), or a
  // gather; as `scan op ne (map (\i -> if i == 0 then ne else f xs[i -
  // 1]) (iota w))` it is one scan kernel that reads its input shifted.

  // A scan (no reductions, no mapped results; its results arrays of
  // scalars) by each of its results: the Screma, the result's position,
  // and the body that binds it.
  struct ScanResult {
    std::shared_ptr<const Exp> exp;
    size_t pos = 0;
    const Body* scope = nullptr;
  };
  std::unordered_map<VName, ScanResult> scan_results;
  // Arrays a map makes: a scan of one of them before fusion is left alone
  // (reading it shifted would keep the map from fusing into the scan; the
  // second run, after fusion, sees the fused scan).
  std::unordered_set<VName> mapped_arrays;
  // Slices `a[0:+k]` (stride 1, rank 1) by name.
  std::unordered_map<VName, Exp> prefixes;
  // The bodies being built, innermost last.
  std::vector<const Body*> scopes;
  // The exclusive scans made in each body being built, by (scan, width):
  // their results.
  std::unordered_map<const Body*, std::map<std::string, std::vector<VName>>> exclusive_made;

  void note_scan_results(const Stm& s) {
    const Exp& e = s.exp;
    if (e.kind == Exp::Kind::Screma && e.scans.empty() && e.reduces.empty())
      for (const Param& p : s.pat) mapped_arrays.insert(p.name);
    if (e.kind != Exp::Kind::Screma || e.scans.empty() || !e.reduces.empty() || !e.map_lambda.body ||
        e.map_lambda.params.size() != e.arrays.size() || e.args.size() != 1)
      return;
    size_t arity = 0;
    for (const ReduceOp& op : e.scans) arity += op.neutral.size();
    if (arity != s.pat.size() || e.map_lambda.body->result.size() != arity || e.map_lambda.ret.size() != arity)
      return;
    for (const Param& p : s.pat)
      if (p.type.rank() != 1) return;
    for (const VName& a : e.arrays)
      if (mapped_arrays.count(a)) return;
    // The exclusive scan reads the inputs later, where the concatenation
    // or the map is: nothing it reads may be updated in place meanwhile.
    for (const auto& [v, _] : walk::free_vars(e))
      if (is_consumed(v)) return;
    auto shared = std::make_shared<const Exp>(e);
    for (size_t k = 0; k < s.pat.size(); ++k)
      scan_results[s.pat[k].name] = ScanResult{shared, k, scopes.empty() ? nullptr : scopes.back()};
  }

  static std::vector<SubExp> scan_neutrals(const Exp& scan) {
    std::vector<SubExp> ne;
    for (const ReduceOp& op : scan.scans) ne.insert(ne.end(), op.neutral.begin(), op.neutral.end());
    return ne;
  }

  bool in_scope(const Body* b) const {
    for (const Body* s : scopes)
      if (s == b) return true;
    return false;
  }

  // The exclusive scan of width w of the scan `sr` refers to, emitted into
  // `out` (or one made before in the same body): its results.  `exact`:
  // the shifted reads are known in bounds (w is at most the scan's width
  // plus one, proven by the caller), so they are not checked again.
  std::vector<VName> exclusive_scan(const ScanResult& sr, const VName& first, const SubExp& w, bool exact,
                                    bool share, const Span& loc, Body& out) {
    const std::string key = first + "|" + subexp_str(w) + "|" + std::to_string(exact);
    auto& made = exclusive_made[&out];
    if (share) {
      auto it = made.find(key);
      if (it != made.end()) return it->second;
    }
    const Exp& scan = *sr.exp;
    const std::vector<SubExp> ne = scan_neutrals(scan);
    Stm iota;
    iota.pat = {Param{fresh_name("excl_iota"), Type{PrimType::I64, {w}, false}}};
    iota.exp.kind = Exp::Kind::Iota;
    iota.exp.prim = PrimType::I64;
    iota.exp.args = {w, SubExp::i64(0), SubExp::i64(1)};
    iota.loc = loc;
    // \i -> if i == 0 then ne else (let j = i - 1 in f xs[j] ...)
    const Lambda& f = scan.map_lambda;
    const VName i = fresh_name("excl_i");
    auto body = std::make_shared<Body>();
    Stm cmp;
    cmp.pat = {Param{fresh_name("excl_first"), Type::scalar(PrimType::Bool)}};
    cmp.exp.kind = Exp::Kind::CmpOp;
    cmp.exp.cmpop = CmpOp::Eq;
    cmp.exp.prim = PrimType::I64;
    cmp.exp.args = {SubExp::variable(i), SubExp::i64(0)};
    cmp.loc = loc;
    auto first_b = std::make_shared<Body>();
    first_b->result = ne;
    auto rest_b = std::make_shared<Body>();
    Stm prev;
    prev.pat = {Param{fresh_name("excl_j"), Type::scalar(PrimType::I64)}};
    prev.exp.kind = Exp::Kind::BinOp;
    prev.exp.binop = BinOp::Sub;
    prev.exp.prim = PrimType::I64;
    prev.exp.args = {SubExp::variable(i), SubExp::i64(1)};
    prev.loc = loc;
    rest_b->stms.push_back(prev);
    for (size_t a = 0; a < scan.arrays.size(); ++a) {
      Stm rd;
      rd.pat = {f.params[a]};
      rd.exp.kind = Exp::Kind::Index;
      rd.exp.array = scan.arrays[a];
      DimIndex d;
      d.index = SubExp::variable(prev.pat[0].name);
      rd.exp.dims = {d};
      rd.exp.unsafe = exact;
      rd.exp.index_rank = 1;
      rd.exp.loc = loc;
      rd.loc = loc;
      rest_b->stms.push_back(std::move(rd));
    }
    for (const Stm& st : f.body->stms) rest_b->stms.push_back(st);
    rest_b->result = f.body->result;
    Stm sel;
    for (const Type& t : f.ret) sel.pat.push_back(Param{fresh_name("excl_x"), t});
    sel.exp.kind = Exp::Kind::If;
    sel.exp.args = {SubExp::variable(cmp.pat[0].name)};
    sel.exp.bodies = {first_b, rest_b};
    sel.exp.ret = f.ret;
    sel.loc = loc;
    body->stms = {cmp, sel};
    for (const Param& p : sel.pat) body->result.push_back(SubExp::variable(p.name));
    Stm ex;
    ex.loc = loc;
    ex.exp.kind = Exp::Kind::Screma;
    ex.exp.args = {w};
    ex.exp.arrays = {iota.pat[0].name};
    ex.exp.scans = scan.scans;
    ex.exp.map_lambda.params = {Param{i, Type::scalar(PrimType::I64)}};
    ex.exp.map_lambda.ret = f.ret;
    ex.exp.map_lambda.body = body;
    ex.exp = walk::clone_exp(ex.exp);
    // Fresh names for what the copied lambdas bind (names are bound once).
    std::map<VName, VName> fresh;
    walk::for_each_name_exp(ex.exp, [&](VName& v, walk::Role r) {
      if (r == walk::Role::Bind && !fresh.count(v)) fresh[v] = fresh_name(v);
    });
    walk::for_each_name_exp(ex.exp, [&](VName& v, walk::Role) {
      auto it = fresh.find(v);
      if (it != fresh.end()) v = it->second;
    });
    std::vector<VName> names;
    for (const Type& t : f.ret) {
      Type at = t.array_of(w);
      ex.pat.push_back(Param{fresh_name("excl_scan"), at});
      names.push_back(ex.pat.back().name);
      array_types[names.back()] = at;
    }
    out.stms.push_back(std::move(iota));
    out.stms.push_back(std::move(ex));
    if (share) made[key] = names;
    return names;
  }

  // `concat(w, [ne_r], s_r[0:+k])` where s_r is result r of a scan with
  // neutral element ne_r (so w = k + 1): result r of the exclusive scan of
  // width w, after the slice's bounds checks (k <= the scan's width: the
  // shifted reads are in bounds).
  bool concat_exclusive(const Stm& s, Body& out) {
    const Exp& e = s.exp;
    if (e.kind != Exp::Kind::Concat || s.pat.size() != 1 || e.arrays.size() != 2 || e.args.size() != 1 ||
        s.pat[0].type.rank() != 1)
      return false;
    auto lit = literals.find(e.arrays[0]);
    auto pre = prefixes.find(e.arrays[1]);
    if (lit == literals.end() || pre == prefixes.end() || lit->second.args.size() != 1) return false;
    auto sr = scan_results.find(pre->second.array);
    if (sr == scan_results.end() || !in_scope(sr->second.scope)) return false;
    const std::vector<SubExp> ne = scan_neutrals(*sr->second.exp);
    if (!same_value(lit->second.args[0], ne[sr->second.pos])) return false;
    const Type& at = array_types.count(pre->second.array) ? array_types.at(pre->second.array) : Type{};
    if (at.rank() != 1) return false;
    if (!pre->second.unsafe)
      for (Stm& c : slice_bounds_checks(at, pre->second.dims, pre->second.loc.known() ? pre->second.loc : s.loc))
        out.stms.push_back(std::move(c));
    const bool share = !is_consumed(s.pat[0].name) && !s.pat[0].type.unique;
    const std::vector<VName> ex =
        exclusive_scan(sr->second, first_result_key(sr->second), e.args[0], true, share, s.loc, out);
    subst[s.pat[0].name] = SubExp::variable(ex[sr->second.pos]);
    return true;
  }

  // A key naming a scan (its Screma's address: one per scan statement).
  static std::string first_result_key(const ScanResult& sr) {
    return std::to_string(reinterpret_cast<std::uintptr_t>(sr.exp.get()));
  }

  static bool same_value(const SubExp& a, const SubExp& b) {
    if (a.is_const() != b.is_const()) return false;
    if (a.is_var()) return a.var == b.var;
    return a.value.type == b.value.type && prim_value_str(a.value) == prim_value_str(b.value);
  }

  // The scan `sr` is one component of integer + (or xor) from 0 over one
  // array, the identity its map: `scan (+) 0 xs`.  Its operator's inverse
  // (- for +, xor for xor).
  static std::optional<BinOp> plain_invertible_scan(const ScanResult& sr) {
    const Exp& sc = *sr.exp;
    if (sc.scans.size() != 1 || sc.arrays.size() != 1 || sc.map_lambda.params.size() != 1 ||
        sc.map_lambda.body->stms.size() != 0 || sc.map_lambda.body->result.size() != 1 ||
        !sc.map_lambda.body->result[0].is_var() || sc.map_lambda.body->result[0].var != sc.map_lambda.params[0].name)
      return std::nullopt;
    const ReduceOp& op = sc.scans[0];
    if (op.neutral.size() != 1 || !is_const_int(op.neutral[0], 0) || op.lambda.params.size() != 2 ||
        !op.lambda.body || op.lambda.body->stms.size() != 1 || op.lambda.body->result.size() != 1)
      return std::nullopt;
    const Stm& st = op.lambda.body->stms[0];
    const Exp& x = st.exp;
    if (x.kind != Exp::Kind::BinOp || !is_int(x.prim) || x.args.size() != 2 || !x.args[0].is_var() ||
        !x.args[1].is_var() || st.pat.size() != 1 || !op.lambda.body->result[0].is_var() ||
        op.lambda.body->result[0].var != st.pat[0].name)
      return std::nullopt;
    const VName &p0 = op.lambda.params[0].name, &p1 = op.lambda.params[1].name;
    if (!((x.args[0].var == p0 && x.args[1].var == p1) || (x.args[0].var == p1 && x.args[1].var == p0)))
      return std::nullopt;
    if (x.binop == BinOp::Add) return BinOp::Sub;
    if (x.binop == BinOp::Xor) return BinOp::Xor;
    return std::nullopt;
  }

  // In a map's lambda, `s_i - x_i` where s = scan (+) 0 xs (read nowhere
  // else) and s_i, x_i the map's parameters of s and xs (`map2 (-) (scan
  // (+) 0 xs) xs`, the exclusive prefix sum as users write it) is the
  // exclusive scan's element: the map reads the exclusive scan (emitted
  // before it) instead.  Likewise `s_i ^ x_i` for a scan of xor.
  // ir/unshift.h turns this back where the exclusive scan is read by maps
  // that the backend fuses into the inclusive scan (a compaction).
  bool difference_exclusive(Stm& s, Body& out) {
    Exp& e = s.exp;
    if (e.kind != Exp::Kind::Screma || !e.scans.empty() || !e.reduces.empty() || !e.map_lambda.body ||
        e.map_lambda.params.size() != e.arrays.size() || e.args.size() != 1)
      return false;
    std::unordered_map<VName, size_t> param_pos;
    for (size_t a = 0; a < e.arrays.size(); ++a) param_pos[e.map_lambda.params[a].name] = a;
    const Body& lb = *e.map_lambda.body;
    std::shared_ptr<Body> nb;
    for (size_t t = 0; t < lb.stms.size(); ++t) {
      const Stm& st = lb.stms[t];
      const Exp& x = st.exp;
      if (st.pat.size() != 1 || x.kind != Exp::Kind::BinOp || (x.binop != BinOp::Sub && x.binop != BinOp::Xor) ||
          !is_int(x.prim) || x.args.size() != 2 || !x.args[0].is_var() || !x.args[1].is_var())
        continue;
      for (int k = 0; k < (x.binop == BinOp::Xor ? 2 : 1); ++k) {
        const VName& ps = x.args[k].var;
        const VName& px = x.args[1 - k].var;
        if (!param_pos.count(ps) || !param_pos.count(px)) continue;
        const VName& sa = e.arrays[param_pos.at(ps)];
        auto sr = scan_results.find(sa);
        if (sr == scan_results.end() || !in_scope(sr->second.scope)) continue;
        auto inv = plain_invertible_scan(sr->second);
        if (!inv || *inv != x.binop || sr->second.exp->scans[0].lambda.body->stms[0].exp.prim != x.prim ||
            sr->second.exp->arrays[0] != e.arrays[param_pos.at(px)])
          continue;
        auto u = uses.find(sa);
        if (u == uses.end() || u->second != 1 || is_consumed(sa)) continue;
        const std::vector<VName> ex =
            exclusive_scan(sr->second, first_result_key(sr->second), e.args[0], true, true, s.loc, out);
        const VName q = fresh_name("excl_x");
        e.arrays.push_back(ex[0]);
        e.map_lambda.params.push_back(Param{q, Type::scalar(x.prim)});
        if (!nb) nb = std::make_shared<Body>(lb);
        Stm cp;
        cp.pat = st.pat;
        cp.exp.kind = Exp::Kind::SubExp;
        cp.exp.args = {SubExp::variable(q)};
        cp.loc = st.loc;
        nb->stms[t] = std::move(cp);
        break;
      }
    }
    if (!nb) return false;
    e.map_lambda.body = nb;
    // The lambda is simplified again (the copy propagated, the scan's
    // parameter dropped by dead code) on the next run of the simplifier.
    return true;
  }

  // In the lambda of a map over `iota w` (parameter i), `if i == 0 then
  // ne else s[i - 1]` (s a scan of neutral element ne in scope outside the
  // map; several results of one scan for a tuple) becomes the exclusive
  // scan's element i, the scan emitted before the map.  A map that is
  // then nothing but those reads is the exclusive scan.
  bool tabulate_exclusive(Stm& s, Body& out) {
    Exp& e = s.exp;
    if (e.kind != Exp::Kind::Screma || !e.scans.empty() || !e.reduces.empty() || !e.map_lambda.body ||
        e.map_lambda.params.size() != e.arrays.size() || e.args.size() != 1)
      return false;
    // The iota input and its parameter.
    VName i;
    SubExp w;
    for (size_t a = 0; a < e.arrays.size(); ++a) {
      auto it = all_iotas.find(e.arrays[a]);
      if (it == all_iotas.end()) continue;
      const Exp& io = it->second;
      if (io.prim != PrimType::I64 || !is_const_int(io.args[1], 0) || !is_const_int(io.args[2], 1)) continue;
      i = e.map_lambda.params[a].name;
      w = io.args[0];
      break;
    }
    if (i.empty()) return false;
    const Body& lb = *e.map_lambda.body;
    auto nb = std::make_shared<Body>();
    bool any = false;
    std::unordered_set<VName> reads;  // what the replaced ifs bind
    for (const Stm& st : lb.stms) {
      std::vector<size_t> pos;
      const ScanResult* sr = match_shifted_read(st, i, pos);
      if (!sr) {
        nb->stms.push_back(st);
        continue;
      }
      const bool exact = subexp_str(w) == subexp_str(sr->exp->args[0]);
      const std::vector<VName> ex = exclusive_scan(*sr, first_result_key(*sr), w, exact, true, s.loc, out);
      for (size_t m = 0; m < st.pat.size(); ++m) {
        Stm rd;
        rd.pat = {st.pat[m]};
        rd.exp.kind = Exp::Kind::Index;
        rd.exp.array = ex[pos[m]];
        DimIndex d;
        d.index = SubExp::variable(i);
        rd.exp.dims = {d};
        rd.exp.unsafe = true;  // i < w, the exclusive scan's width
        rd.exp.index_rank = 1;
        rd.loc = st.loc;
        rd.exp.loc = st.loc;
        nb->stms.push_back(std::move(rd));
        reads.insert(st.pat[m].name);
      }
      any = true;
    }
    if (!any) return false;
    nb->result = lb.result;
    remove_dead(*nb);
    // Nothing but reads of the exclusive scans at i: the map is those scans.
    bool only_reads = nb->stms.size() == nb->result.size();
    for (size_t m = 0; only_reads && m < nb->stms.size(); ++m)
      only_reads = reads.count(nb->stms[m].pat[0].name) && nb->result[m].is_var() &&
                   nb->result[m].var == nb->stms[m].pat[0].name && !is_consumed(s.pat[m].name) &&
                   !s.pat[m].type.unique;
    if (only_reads) {
      for (size_t m = 0; m < nb->stms.size(); ++m) subst[s.pat[m].name] = SubExp::variable(nb->stms[m].exp.array);
      return true;
    }
    e.map_lambda.body = nb;
    return false;
  }

  // `let (v_1, ...) = if c then (ne_1, ...) else (let j = i - 1 in (s_1[j],
  // ...))` with c = (i == 0), the s_m results of one scan in scope, ne_m
  // their neutral elements; `pos` receives each s_m's position.
  const ScanResult* match_shifted_read(const Stm& st, const VName& i, std::vector<size_t>& pos) {
    const Exp& e = st.exp;
    if (e.kind != Exp::Kind::If || e.bodies.size() != 2 || !e.bodies[0] || !e.bodies[1] || !e.args[0].is_var() ||
        st.pat.empty())
      return nullptr;
    auto c = compares.find(e.args[0].var);
    if (c == compares.end() || c->second.kind != Exp::Kind::CmpOp || c->second.cmpop != CmpOp::Eq) return nullptr;
    const Exp& ce = c->second;
    if (!((ce.args[0].is_var() && ce.args[0].var == i && is_const_int(ce.args[1], 0)) ||
          (ce.args[1].is_var() && ce.args[1].var == i && is_const_int(ce.args[0], 0))))
      return nullptr;
    const Body& t = *e.bodies[0];
    const Body& f = *e.bodies[1];
    if (!t.stms.empty() || t.result.size() != st.pat.size() || f.result.size() != st.pat.size()) return nullptr;
    // The else branch: j = i - 1 (here or before the if), reads at j.
    std::unordered_map<VName, const Stm*> bound;
    VName j;
    auto is_prev = [&](const Exp& x) {
      return x.kind == Exp::Kind::BinOp && x.binop == BinOp::Sub && x.args.size() == 2 && x.args[0].is_var() &&
             x.args[0].var == i && is_const_int(x.args[1], 1);
    };
    for (const Stm& b : f.stms) {
      if (b.pat.size() != 1) return nullptr;
      if (is_prev(b.exp) && j.empty()) {
        j = b.pat[0].name;
        continue;
      }
      if (b.exp.kind != Exp::Kind::Index) return nullptr;
      bound[b.pat[0].name] = &b;
    }
    const ScanResult* which = nullptr;
    pos.clear();
    for (size_t m = 0; m < st.pat.size(); ++m) {
      const SubExp& r = f.result[m];
      if (!r.is_var() || !bound.count(r.var)) return nullptr;
      const Exp& rd = bound.at(r.var)->exp;
      if (rd.dims.size() != 1 || rd.dims[0].is_slice || !rd.dims[0].index.is_var()) return nullptr;
      const VName& ix = rd.dims[0].index.var;
      if (ix != j) {
        auto p = compares.find(ix);
        if (!j.empty() || p == compares.end() || !is_prev(p->second)) return nullptr;
      }
      auto sr = scan_results.find(rd.array);
      if (sr == scan_results.end() || !in_scope(sr->second.scope)) return nullptr;
      if (which && which->exp != sr->second.exp) return nullptr;
      which = &sr->second;
      if (!same_value(t.result[m], scan_neutrals(*which->exp)[which->pos])) return nullptr;
      pos.push_back(which->pos);
    }
    if (bound.size() != st.pat.size()) return nullptr;
    return which;
  }

  // Results of SOACs by their first result's name (for soac_key hits).
  std::unordered_map<VName, std::vector<VName>> soac_results;

  // A SOAC's text with the names it binds numbered in order of binding:
  // equal keys are equal computations (names are bound once).
  static std::string soac_key(const Stm& s) {
    Stm c{s.pat, walk::clone_exp(s.exp), s.loc};
    std::map<VName, VName> canon;
    walk::for_each_name_exp(c.exp, [&](VName& v, walk::Role r) {
      if (r == walk::Role::Bind && !canon.count(v)) canon[v] = "_b" + std::to_string(canon.size());
    });
    walk::for_each_name_exp(c.exp, [&](VName& v, walk::Role) {
      auto it = canon.find(v);
      if (it != canon.end()) v = it->second;
    });
    for (size_t k = 0; k < c.pat.size(); k++) c.pat[k].name = "_r" + std::to_string(k);
    Body b;
    b.stms.push_back(std::move(c));
    return "soac:" + print_body(b);
  }

  bool reuse_soac(const Stm& s) {
    if (s.exp.kind != Exp::Kind::Screma || s.pat.empty()) return false;
    for (const Param& p : s.pat)
      if (p.type.unique || is_consumed(p.name)) return false;
    std::string key = soac_key(s);
    auto it = avail.find(key);
    if (it == avail.end()) {
      make_available(key, s.pat[0].name);
      soac_results[s.pat[0].name] = {};
      for (const Param& p : s.pat) soac_results[s.pat[0].name].push_back(p.name);
      return false;
    }
    const std::vector<VName>& prev = soac_results.at(it->second);
    if (prev.size() != s.pat.size()) return false;
    for (size_t k = 0; k < prev.size(); k++) subst[s.pat[k].name] = SubExp::variable(prev[k]);
    return true;
  }

  // A pure map whose lambda returns only its parameters: its results are
  // its inputs (see the header comment for when).
  bool identity_map(const Stm& s) {
    const Exp& e = s.exp;
    if (e.kind != Exp::Kind::Screma || !e.scans.empty() || !e.reduces.empty() || !e.map_lambda.body) return false;
    const Lambda& l = e.map_lambda;
    if (!l.body->stms.empty() || l.body->result.size() != s.pat.size() || l.params.size() != e.arrays.size())
      return false;
    std::vector<VName> to;
    for (size_t k = 0; k < s.pat.size(); k++) {
      const SubExp& r = l.body->result[k];
      if (!r.is_var()) return false;
      size_t j = 0;
      while (j < l.params.size() && l.params[j].name != r.var) j++;
      if (j == l.params.size()) return false;
      if (s.pat[k].type.unique || is_consumed(s.pat[k].name) || is_consumed(e.arrays[j])) return false;
      to.push_back(e.arrays[j]);
    }
    for (size_t k = 0; k < s.pat.size(); k++) subst[s.pat[k].name] = SubExp::variable(to[k]);
    return true;
  }

  SubExp sub(const SubExp& s) const {
    if (!s.is_var()) return s;
    auto it = subst.find(s.var);
    return it == subst.end() ? s : it->second;
  }
  // Names in positions that must stay names (arrays) follow only
  // variable-to-variable substitutions.
  VName name(const VName& n) const {
    auto it = subst.find(n);
    if (it != subst.end() && it->second.is_var()) return it->second.var;
    return n;
  }
  void sub_all(std::vector<SubExp>& ss) const {
    for (SubExp& s : ss) s = sub(s);
  }
  void sub_type(Type& t) const { sub_all(t.shape); }
  void sub_params(std::vector<Param>& ps) const {
    for (Param& p : ps) sub_type(p.type);
  }

  // ---- CSE keys ----
  static std::string key_of(const SubExp& s) {
    if (s.is_var()) return "v:" + s.var;
    return "c:" + prim_value_str(s.value);
  }
  static std::string cse_key(const Stm& s) {
    const Exp& e = s.exp;
    if (s.pat.size() != 1 || s.pat[0].type.is_array()) return "";
    std::string k;
    switch (e.kind) {
      case Exp::Kind::BinOp: k = "bin" + binop_name(e.binop) + prim_name(e.prim); break;
      case Exp::Kind::CmpOp: k = "cmp" + cmpop_name(e.cmpop) + prim_name(e.prim); break;
      case Exp::Kind::UnOp: k = "un" + unop_name(e.unop) + prim_name(e.prim); break;
      case Exp::Kind::Convert: k = "cvt" + prim_name(e.from) + prim_name(e.prim); break;
      case Exp::Kind::PrimFun: k = "fun" + e.fun_name + prim_name(e.prim); break;
      case Exp::Kind::Index: {
        k = "idx" + e.array;
        for (const DimIndex& d : e.dims) {
          if (d.is_slice) return "";
          k += "," + key_of(d.index);
        }
        return k;
      }
      default: return "";
    }
    for (const SubExp& a : e.args) k += "," + key_of(a);
    return k;
  }

  // ---- expressions ----
  void sub_exp(Exp& e) const {
    sub_all(e.args);
    if (!e.array.empty()) e.array = name(e.array);
    for (DimIndex& d : e.dims) {
      d.index = sub(d.index);
      d.start = sub(d.start);
      d.count = sub(d.count);
      d.stride = sub(d.stride);
    }
    for (VName& a : e.arrays) a = name(a);
    sub_type(e.type);
    for (Type& t : e.ret) sub_type(t);
    for (auto& m : e.merge) {
      sub_type(m.first.type);
      m.second = sub(m.second);
    }
    for (auto& d : e.seg_space.dims) d.second = sub(d.second);
    for (ReduceOp& op : e.scans) sub_all(op.neutral);
    for (ReduceOp& op : e.reduces) sub_all(op.neutral);
  }

  static bool all_const(const std::vector<SubExp>& ss) {
    for (const SubExp& s : ss)
      if (!s.is_const()) return false;
    return true;
  }
  static bool is_const_int(const SubExp& s, int64_t v) {
    return s.is_const() && is_int(s.value.type) && s.value.as_i64() == v;
  }

  // Folds e to an atom when possible.
  std::optional<SubExp> fold(const Exp& e) const {
    switch (e.kind) {
      case Exp::Kind::SubExp: return e.args[0];
      case Exp::Kind::BinOp: {
        if (e.args.size() != 2) return std::nullopt;
        const SubExp &a = e.args[0], &b = e.args[1];
        if (all_const(e.args)) {
          auto r = eval_binop(e.binop, e.prim, a.value, b.value);
          if (r) return SubExp::constant(*r);
          return std::nullopt;
        }
        if (!is_int(e.prim)) return std::nullopt;
        switch (e.binop) {
          case BinOp::Add:
            if (is_const_int(a, 0)) return b;
            if (is_const_int(b, 0)) return a;
            for (int k = 0; k < 2; ++k) {
              const SubExp& d = k == 0 ? a : b;  // the difference
              const SubExp& o = k == 0 ? b : a;  // the other operand
              if (!d.is_var()) continue;
              auto it = int_subs.find(d.var);
              if (it != int_subs.end() && it->second.prim == e.prim && subexp_str(it->second.args[1]) == subexp_str(o))
                return it->second.args[0];
            }
            break;
          case BinOp::Xor:
            for (int k = 0; k < 2; ++k) {
              const SubExp& d = k == 0 ? a : b;
              const SubExp& o = k == 0 ? b : a;
              if (!d.is_var()) continue;
              auto it = int_xors.find(d.var);
              if (it == int_xors.end() || it->second.prim != e.prim) continue;
              if (subexp_str(it->second.args[1]) == subexp_str(o)) return it->second.args[0];
              if (subexp_str(it->second.args[0]) == subexp_str(o)) return it->second.args[1];
            }
            break;
          case BinOp::Sub:
            if (is_const_int(b, 0)) return a;
            // (x + y) - x = y and (x + y) - y = x (wrapping integers): the
            // size of a slice xs[i:i + k] is k.
            if (a.is_var()) {
              auto it = int_adds.find(a.var);
              if (it != int_adds.end() && it->second.prim == e.prim) {
                const SubExp &x = it->second.args[0], &y = it->second.args[1];
                if (subexp_str(b) == subexp_str(x)) return y;
                if (subexp_str(b) == subexp_str(y)) return x;
              }
            }
            break;
          case BinOp::Mul:
            if (is_const_int(a, 1)) return b;
            if (is_const_int(b, 1)) return a;
            break;
          case BinOp::Div:
          case BinOp::Quot:
            if (is_const_int(b, 1)) return a;
            break;
          default: break;
        }
        return std::nullopt;
      }
      case Exp::Kind::CmpOp:
        if (e.args.size() == 2 && all_const(e.args))
          return SubExp::constant(PrimValue::bool_value(eval_cmpop(e.cmpop, e.prim, e.args[0].value, e.args[1].value)));
        // An integer compared with itself (a size check of `xs[i:i + k] :> [k]t`).
        if (e.args.size() == 2 && is_int(e.prim) && e.args[0].is_var() && e.args[1].is_var() &&
            e.args[0].var == e.args[1].var) {
          switch (e.cmpop) {
            case CmpOp::Eq:
            case CmpOp::Le:
            case CmpOp::Ge: return SubExp::constant(PrimValue::bool_value(true));
            case CmpOp::Ne:
            case CmpOp::Lt:
            case CmpOp::Gt: return SubExp::constant(PrimValue::bool_value(false));
            default: break;
          }
        }
        return std::nullopt;
      case Exp::Kind::UnOp:
        if (e.args.size() == 1 && all_const(e.args)) return SubExp::constant(eval_unop(e.unop, e.prim, e.args[0].value));
        return std::nullopt;
      case Exp::Kind::Convert:
        if (e.args.size() == 1 && all_const(e.args)) return SubExp::constant(eval_convert(e.prim, e.args[0].value));
        if (e.args.size() == 1 && e.from == e.prim) return e.args[0];
        return std::nullopt;
      case Exp::Kind::PrimFun: {
        if (e.args.empty() || e.args.size() > 4 || !all_const(e.args)) return std::nullopt;
        PrimValue as[4];
        for (size_t i = 0; i < e.args.size(); i++) as[i] = e.args[i].value;
        auto r = eval_primfun(e.fun_name, e.prim, as, static_cast<int>(e.args.size()));
        if (r) return SubExp::constant(*r);
        return std::nullopt;
      }
      default: return std::nullopt;
    }
  }

  // Iota arrays by name (names are bound once).
  std::unordered_map<VName, Exp> iotas;
  // Every rank-1 iota by name, whatever its size.
  std::unordered_map<VName, Exp> all_iotas;
  // i64 variables known not to be negative (names are bound once).
  std::unordered_set<VName> non_negative;

  // Literal arrays of scalars of at most kLiteralSelects elements by name.
  static constexpr size_t kLiteralSelects = 32;
  std::unordered_map<VName, Exp> literals;

  // `x = [a_0, ..., a_{k-1}][i]` as `x_{k-1} = a_{k-1}`, `x_j = if i == j
  // then a_j else x_{j+1}`, ..., `x = x_0`, after the bounds check of the
  // index (none under #[unsafe]).
  static void index_literal(const Stm& s, const Exp& lit, Body& out) {
    const Exp& e = s.exp;
    const SubExp& i = e.dims[0].index;
    const int64_t k = (int64_t)lit.args.size();
    const VName& x = s.pat[0].name;
    const Type t = s.pat[0].type;
    auto emit = [&](const VName& name, const Type& ty, Exp ex) {
      Stm st;
      st.pat = {{name, ty}};
      st.exp = std::move(ex);
      st.loc = s.loc;
      out.stms.push_back(std::move(st));
      return SubExp::variable(name);
    };
    auto cmp = [&](CmpOp c, SubExp a, SubExp b) {
      Exp ex;
      ex.kind = Exp::Kind::CmpOp;
      ex.prim = PrimType::I64;
      ex.cmpop = c;
      ex.args = {std::move(a), std::move(b)};
      return ex;
    };
    if (!e.unsafe) {
      SubExp lo = emit(fresh_name(x + "_ix_lo"), Type::scalar(PrimType::Bool), cmp(CmpOp::Le, SubExp::i64(0), i));
      SubExp hi = emit(fresh_name(x + "_ix_hi"), Type::scalar(PrimType::Bool), cmp(CmpOp::Lt, i, SubExp::i64(k)));
      Exp both;
      both.kind = Exp::Kind::BinOp;
      both.prim = PrimType::Bool;
      both.binop = BinOp::LogAnd;
      both.args = {lo, hi};
      Exp a;
      a.kind = Exp::Kind::Assert;
      a.args = {emit(fresh_name(x + "_ix_ok"), Type::scalar(PrimType::Bool), both), i, SubExp::i64(k)};
      a.message = "Index [{0}] out of bounds for array of shape [{1}]";
      const Span loc = e.loc.known() ? e.loc : s.loc;
      a.loc = loc;
      Stm st;
      st.exp = std::move(a);
      st.loc = loc;
      out.stms.push_back(std::move(st));
    }
    SubExp v = lit.args[k - 1];
    for (int64_t j = k - 2; j >= 0; --j) {
      SubExp c = emit(fresh_name(x + "_is"), Type::scalar(PrimType::Bool), cmp(CmpOp::Eq, i, SubExp::i64(j)));
      Exp iff;
      iff.kind = Exp::Kind::If;
      iff.args = {c};
      auto then_b = std::make_shared<Body>(), else_b = std::make_shared<Body>();
      then_b->result = {lit.args[j]};
      else_b->result = {v};
      iff.bodies = {then_b, else_b};
      iff.ret = {t};
      v = emit(j == 0 ? x : fresh_name(x + "_sel"), t, std::move(iff));
    }
    if (k == 1) {
      Exp cp;
      cp.kind = Exp::Kind::SubExp;
      cp.args = {v};
      emit(x, t, std::move(cp));
    }
  }

  // `x = iota(n, a, s)[i]` as `x = a + T(i) * s`, with the bounds check of
  // the index (none under #[unsafe], as compiled code does not check).
  static void index_iota(const Stm& s, const Exp& iota, Body& out) {
    const Exp& e = s.exp;
    const SubExp& i = e.dims[0].index;
    const SubExp &n = iota.args[0], &start = iota.args[1], &step = iota.args[2];
    const PrimType t = iota.prim;
    const VName& x = s.pat[0].name;
    auto emit = [&](const VName& name, PrimType ty, Exp ex) {
      Stm st;
      st.pat = {{name, Type::scalar(ty)}};
      st.exp = std::move(ex);
      st.loc = s.loc;
      out.stms.push_back(std::move(st));
      return SubExp::variable(name);
    };
    auto op = [](Exp::Kind k, PrimType ty, std::vector<SubExp> args) {
      Exp ex;
      ex.kind = k;
      ex.prim = ty;
      ex.args = std::move(args);
      return ex;
    };
    if (!e.unsafe) {
      Exp lo = op(Exp::Kind::CmpOp, PrimType::I64, {SubExp::i64(0), i});
      lo.cmpop = CmpOp::Le;
      Exp hi = op(Exp::Kind::CmpOp, PrimType::I64, {i, n});
      hi.cmpop = CmpOp::Lt;
      Exp both =
          op(Exp::Kind::BinOp, PrimType::Bool,
             {emit(x + "_ix_lo", PrimType::Bool, lo), emit(x + "_ix_hi", PrimType::Bool, hi)});
      both.binop = BinOp::LogAnd;
      Exp a;
      a.kind = Exp::Kind::Assert;
      a.args = {emit(x + "_ix_ok", PrimType::Bool, both), i, n};
      a.message = "Index [{0}] out of bounds for array of shape [{1}]";
      const Span loc = e.loc.known() ? e.loc : s.loc;
      a.loc = loc;
      Stm st;
      st.exp = std::move(a);
      st.loc = loc;
      out.stms.push_back(std::move(st));
    }
    SubExp v = i;
    if (t != PrimType::I64) {
      Exp c = op(Exp::Kind::Convert, t, {i});
      c.from = PrimType::I64;
      v = emit(x + "_ix_c", t, c);
    }
    if (!is_const_int(step, 1)) {
      Exp m = op(Exp::Kind::BinOp, t, {v, step});
      m.binop = BinOp::Mul;
      v = emit(x + "_ix_m", t, m);
    }
    Exp r = op(Exp::Kind::BinOp, t, {start, v});
    r.binop = BinOp::Add;
    emit(x, t, r);
  }

  // ---- bodies ----
  void lambda(Lambda& l) {
    sub_params(l.params);
    for (const Param& p : l.params)
      if (p.type.is_array()) array_types[p.name] = p.type;
    for (Type& t : l.ret) sub_type(t);
    if (l.body) l.body = body(*l.body);
  }

  // The CSE table (keys of cse_key and soac_key to the name that holds the
  // value) of the body being simplified and the bodies around it.  Scoped:
  // what a body adds is in `avail_added` above its mark and leaves the table
  // when the body ends, so a nested body costs its own entries, not a copy
  // of its enclosing scopes' (a chain of N nested `if`s was quadratic).
  std::unordered_map<std::string, VName> avail;
  std::vector<std::string> avail_added;
  void make_available(const std::string& key, const VName& v) {
    if (avail.emplace(key, v).second) avail_added.push_back(key);
  }

  // Simplifies a body (in the CSE table of the enclosing scopes).
  BodyPtr body(const Body& in) {
    auto out = std::make_shared<Body>();
    const size_t mark = avail_added.size();
    simplify_stms(in, *out);
    while (avail_added.size() > mark) {
      avail.erase(avail_added.back());
      avail_added.pop_back();
    }
    out->result = in.result;
    sub_all(out->result);
    remove_dead(*out);
    copy_of_fresh(*out);
    return out;
  }

  // `let z = copy(y)` where y is made in the same body by a SOAC, a
  // Kernel IR nest of fresh results (a map, reduction or scan) or a copy, and read
  // nowhere else: the producer binds z itself.  After flattening,
  // `copy (transpose a)` is a transposing SegMap whose result was copied
  // once more (one pass over the array for nothing).
  void copy_of_fresh(Body& b) {
    std::unordered_map<VName, size_t> producer;
    std::vector<bool> drop(b.stms.size(), false);
    bool any = false;
    for (size_t i = 0; i < b.stms.size(); ++i) {
      const Stm& s = b.stms[i];
      const Exp& e = s.exp;
      if (e.kind == Exp::Kind::Copy && s.pat.size() == 1 && producer.count(e.array)) {
        const VName y = e.array;
        std::unordered_set<VName> used;
        for (size_t j = 0; j < b.stms.size(); ++j) {
          if (j == i || drop[j]) continue;
          uses_exp(b.stms[j].exp, used);
          for (const Param& p : b.stms[j].pat)
            for (const SubExp& d : p.type.shape)
              if (d.is_var()) used.insert(d.var);
        }
        for (const SubExp& r : b.result)
          if (r.is_var()) used.insert(r.var);
        if (used.count(y)) continue;
        for (Param& p : b.stms[producer.at(y)].pat)
          if (p.name == y) {
            const bool unique = s.pat[0].type.unique;
            p.name = s.pat[0].name;
            p.type.unique = unique;
          }
        drop[i] = any = true;
        producer.erase(y);
        continue;
      }
      // (a copy is fresh too: `copy (copy xs)`, the elaborated scatter
      // into `zip (copy ks) (copy vs)`, copies once)
      const bool fresh = e.kind == Exp::Kind::Screma || e.kind == Exp::Kind::Copy ||
                         (e.kind == Exp::Kind::SegOp && (e.seg_kind == SegKind::Map || e.seg_kind == SegKind::Red ||
                                                         e.seg_kind == SegKind::Scan));
      if (fresh)
        for (const Param& p : s.pat)
          if (p.type.is_array()) producer[p.name] = i;
    }
    if (!any) return;
    std::vector<Stm> kept;
    for (size_t i = 0; i < b.stms.size(); ++i)
      if (!drop[i]) kept.push_back(std::move(b.stms[i]));
    b.stms = std::move(kept);
  }

  void simplify_stms(const Body& in, Body& out) {
    // Loops and SOACs of this body: a folding loop becomes a reduction only
    // where it is the body's one piece of inner work (a matrix product's
    // or n-body's loop).  Beside other loops (k-means' distance to the
    // first centre before its loop over the others) a reduction would make
    // flattening split the map into kernels that each run a small part of
    // what one thread ran.
    // Beside SOACs only (softmax's maximum by a loop before its maps and
    // sum), the reduction joins them: flattening distributes those SOACs
    // anyway, and a row group runs them all (perf34).
    size_t inner_work = 0, inner_loops = 0;
    for (const Stm& st : in.stms) {
      const Exp::Kind k = st.exp.kind;
      inner_work += k == Exp::Kind::Loop || k == Exp::Kind::Screma || k == Exp::Kind::Stream ||
                    k == Exp::Kind::Hist || k == Exp::Kind::Scatter || k == Exp::Kind::SegOp;
      inner_loops += k == Exp::Kind::Loop || k == Exp::Kind::Stream || k == Exp::Kind::Hist ||
                     k == Exp::Kind::Scatter || k == Exp::Kind::SegOp;
    }
    const bool fold_loops = inner_work == 1 || inner_loops == 1;
    scopes.push_back(&out);
    for (const Stm& orig : in.stms) {
      Stm s = orig;
      sub_params(s.pat);
      Exp& e = s.exp;
      sub_exp(e);
      square_pow(e);
      replicated_inputs(e);
      while_as_for(s, out);
      // Nested bodies and lambdas.
      seq_depth += e.kind == Exp::Kind::Loop;
      for (BodyPtr& b : e.bodies)
        if (b) b = body(*b);
      seq_depth -= e.kind == Exp::Kind::Loop;
      if (e.kind == Exp::Kind::Screma || e.kind == Exp::Kind::Stream) {
        const int saved = seq_depth;
        if (e.kind == Exp::Kind::Screma) seq_depth = 0;
        map_depth += e.kind == Exp::Kind::Screma;
        lambda(e.map_lambda);
        map_depth -= e.kind == Exp::Kind::Screma;
        seq_depth = saved;
      }
      for (ReduceOp& op : e.scans) lambda(op.lambda);
      for (ReduceOp& op : e.reduces) lambda(op.lambda);
      for (ReduceOp& op : e.reduces)
        if (!op.commutative && inferred_commutative(op.lambda)) op.commutative = true;

      if (tabulate_exclusive(s, out)) continue;
      if (difference_exclusive(s, out)) {
        lambda(e.map_lambda);
        // The inclusive scan's parameter is now unused where the map read
        // it only for the difference: the map no longer reads the scan.
        auto used = walk::count_uses(*e.map_lambda.body);
        std::vector<VName> arrays;
        std::vector<Param> params;
        for (size_t a = 0; a < e.arrays.size(); ++a) {
          if (!used.count(e.map_lambda.params[a].name) && scan_results.count(e.arrays[a])) continue;
          arrays.push_back(e.arrays[a]);
          params.push_back(e.map_lambda.params[a]);
        }
        e.arrays = std::move(arrays);
        e.map_lambda.params = std::move(params);
      }
      if (identity_map(s)) continue;
      if (index_of_small_map(s, out)) continue;
      note_scan(s);
      note_mapped_scan(s);
      note_scan_results(s);
      note_small_map(s);
      if (s.pat.size() == 1 && !s.pat[0].type.is_array() &&
          ((e.kind == Exp::Kind::CmpOp) || (e.kind == Exp::Kind::BinOp && e.binop == BinOp::Sub)))
        compares[s.pat[0].name] = e;
      last_of_scan(s);
      if (concat_exclusive(s, out)) continue;
      if (reuse_soac(s)) continue;
      if (fold_from_first(s, out)) continue;
      reduce_from_first(s, out);
      if (fold_loops && loop_as_reduce(s, out)) continue;
      if (e.kind == Exp::Kind::Replicate && s.pat.size() == 1 && e.args.size() == 2)
        replicates[s.pat[0].name] = e.args[1];
      // Folding and copy propagation.
      if (s.pat.size() == 1) {
        if (auto a = fold(e)) {
          // Keep array copies of unique values as they are (they may be consumed).
          if (!(a->is_var() && s.pat[0].type.is_array() && s.pat[0].type.unique)) {
            subst[s.pat[0].name] = *a;
            continue;
          }
        }
      }
      // A reshape to the array's own shape (`xs[i:i + k] :> [k]t` once the
      // slice's size is k): the array itself, not a copy (kernels would
      // copy it to scratch memory a thread).
      // A reshape of a reshape: a reshape of the first's array (both keep
      // the elements in order; the size checks are statements of their own).
      if (e.kind == Exp::Kind::Reshape && s.pat.size() == 1) {
        auto it = reshape_src.find(e.array);
        if (it != reshape_src.end()) e.array = it->second;
        if (!s.pat[0].type.unique && !is_consumed(s.pat[0].name)) reshape_src[s.pat[0].name] = e.array;
      }
      unflatten_map(s);
      flatten_map_nest(s, out);
      if (e.kind == Exp::Kind::Reshape && s.pat.size() == 1 && !s.pat[0].type.unique) {
        auto it = array_types.find(e.array);
        if (it != array_types.end() && it->second.elem == s.pat[0].type.elem &&
            it->second.shape.size() == e.args.size()) {
          bool same = true;
          for (size_t d = 0; d < e.args.size(); ++d)
            same = same && subexp_str(it->second.shape[d]) == subexp_str(e.args[d]);
          if (same) {
            subst[s.pat[0].name] = SubExp::variable(e.array);
            continue;
          }
        }
      }
      for (const Param& p : s.pat)
        if (p.type.is_array()) array_types[p.name] = p.type;
      note_flat_map(s);
      note_map_nest(s);
      note_fold_parts(s);
      if (e.kind == Exp::Kind::BinOp && e.binop == BinOp::Add && is_int(e.prim) && s.pat.size() == 1 &&
          e.args.size() == 2 && !s.pat[0].type.is_array())
        int_adds[s.pat[0].name] = e;
      if (e.kind == Exp::Kind::BinOp && (e.binop == BinOp::Sub || e.binop == BinOp::Xor) && is_int(e.prim) &&
          s.pat.size() == 1 && e.args.size() == 2 && !s.pat[0].type.is_array())
        (e.binop == BinOp::Sub ? int_subs : int_xors)[s.pat[0].name] = e;
      // An element of an `iota` (a range `a..<b` of i32, say): computed,
      // not read from the array, after the same bounds check.
      // Only of a size known not to be negative: the iota may become dead,
      // and its own check of a negative size must not go with it.
      // A size `max(x, c)` with a constant c >= 0 (the size of a range
      // `a...b`, of `iota` after the elaborator's clamp) is not negative
      // either.
      if (e.kind == Exp::Kind::BinOp && e.binop == BinOp::Max && e.prim == PrimType::I64 && s.pat.size() == 1 &&
          e.args.size() == 2 &&
          ((e.args[0].is_const() && e.args[0].value.as_i64() >= 0) ||
           (e.args[1].is_const() && e.args[1].value.as_i64() >= 0)))
        non_negative.insert(s.pat[0].name);
      if (e.kind == Exp::Kind::Iota && s.pat.size() == 1 && s.pat[0].type.rank() == 1 && e.args.size() == 3)
        all_iotas[s.pat[0].name] = e;
      if (e.kind == Exp::Kind::Index && s.pat.size() == 1 && s.pat[0].type.rank() == 1 && e.dims.size() == 1 &&
          e.dims[0].is_slice && is_const_int(e.dims[0].start, 0) && is_const_int(e.dims[0].stride, 1))
        prefixes[s.pat[0].name] = e;
      if (e.kind == Exp::Kind::Iota && s.pat.size() == 1 && s.pat[0].type.rank() == 1 && e.args.size() == 3 &&
          ((e.args[0].is_const() && e.args[0].value.as_i64() >= 0) ||
           (e.args[0].is_var() && non_negative.count(e.args[0].var))))
        iotas[s.pat[0].name] = e;
      // An element of a short literal of scalars at an index not known
      // (the rank of a key's own digit in a row of counters): a chain of
      // selects, not an array (kernels would write the literal to memory
      // a thread and read one element back).
      if (e.kind == Exp::Kind::ArrayLit && s.pat.size() == 1 && s.pat[0].type.rank() == 1 && !e.args.empty() &&
          e.args.size() <= kLiteralSelects)
        literals[s.pat[0].name] = e;
      if (e.kind == Exp::Kind::Index && s.pat.size() == 1 && !s.pat[0].type.is_array() &&
          e.dims.size() == 1 && !e.dims[0].is_slice && e.dims[0].index.is_var() && literals.count(e.array)) {
        index_literal(s, literals.at(e.array), out);
        continue;
      }
      if (e.kind == Exp::Kind::Index && s.pat.size() == 1 && !s.pat[0].type.is_array() &&
          e.dims.size() == 1 && !e.dims[0].is_slice && iotas.count(e.array)) {
        index_iota(s, iotas.at(e.array), out);
        continue;
      }
      // if with a constant condition: inline the taken branch.
      if (e.kind == Exp::Kind::If && e.args.size() == 1 && e.args[0].is_const() && e.bodies.size() == 2) {
        const Body& taken = *e.bodies[e.args[0].value.as_bool() ? 0 : 1];
        if (taken.result.size() == s.pat.size()) {
          for (const Stm& t : taken.stms) out.stms.push_back(t);
          for (size_t i = 0; i < s.pat.size(); i++) subst[s.pat[i].name] = taken.result[i];
          continue;
        }
      }
      // CSE.
      std::string key = cse_key(s);
      if (!key.empty()) {
        auto it = avail.find(key);
        if (it != avail.end()) {
          subst[s.pat[0].name] = SubExp::variable(it->second);
          continue;
        }
        make_available(key, s.pat[0].name);
      }
      out.stms.push_back(std::move(s));
    }
    exclusive_made.erase(&out);
    scopes.pop_back();
  }

  // ---- dead code ----
  // A nested body's uses and effects, computed once: dead-code removal in a
  // body asks for those of every statement, and a walk into nested bodies
  // at each level was quadratic in the nesting depth (an `if` chain).
  // `free` holds the names the body uses and does not bind itself (names
  // are bound once, so those bound inside are no other body's business).
  // Bodies are immutable once simplified; the summary keeps its body alive,
  // so no other body can be allocated at the same address while it is kept.
  struct BodySummary {
    BodyPtr keep;
    bool effect = false;
    std::vector<VName> free;
  };
  std::unordered_map<const Body*, BodySummary> summaries_;

  const BodySummary& summary(const BodyPtr& b) {
    auto it = summaries_.find(b.get());
    if (it != summaries_.end()) return it->second;
    BodySummary sum;
    sum.keep = b;
    std::unordered_set<VName> used, bound;
    for (const Stm& s : b->stms) {
      uses_exp(s.exp, used);
      sum.effect = sum.effect || has_effect(s.exp);
      for (const Param& p : s.pat) {
        bound.insert(p.name);
        for (const SubExp& d : p.type.shape)
          if (d.is_var()) used.insert(d.var);
      }
      binders_exp(s.exp, bound);
    }
    for (const SubExp& r : b->result)
      if (r.is_var()) used.insert(r.var);
    for (const VName& v : used)
      if (!bound.count(v)) sum.free.push_back(v);
    return summaries_.emplace(b.get(), std::move(sum)).first->second;
  }
  // The names `e` binds for its nested bodies and lambdas.
  static void binders_exp(const Exp& e, std::unordered_set<VName>& bound) {
    for (const auto& m : e.merge) bound.insert(m.first.name);
    if (!e.loop_var.empty()) bound.insert(e.loop_var);
    for (const auto& d : e.seg_space.dims) bound.insert(d.first);
    for (const Param& p : e.map_lambda.params) bound.insert(p.name);
    for (const ReduceOp& op : e.scans)
      for (const Param& p : op.lambda.params) bound.insert(p.name);
    for (const ReduceOp& op : e.reduces)
      for (const Param& p : op.lambda.params) bound.insert(p.name);
  }
  void uses_nested(const BodyPtr& b, std::unordered_set<VName>& used) {
    for (const VName& v : summary(b).free) used.insert(v);
  }

  void uses_exp(const Exp& e, std::unordered_set<VName>& used) {
    auto use = [&](const SubExp& s) {
      if (s.is_var()) used.insert(s.var);
    };
    auto use_type = [&](const Type& t) {
      for (const SubExp& d : t.shape) use(d);
    };
    for (const SubExp& a : e.args) use(a);
    if (!e.array.empty()) used.insert(e.array);
    for (const DimIndex& d : e.dims) {
      use(d.index);
      use(d.start);
      use(d.count);
      use(d.stride);
    }
    for (const VName& a : e.arrays) used.insert(a);
    use_type(e.type);
    for (const Type& t : e.ret) use_type(t);
    for (const auto& m : e.merge) {
      use(m.second);
      use_type(m.first.type);
    }
    for (const auto& d : e.seg_space.dims) use(d.second);
    for (const BodyPtr& b : e.bodies)
      if (b) uses_nested(b, used);
    auto use_lambda = [&](const Lambda& l) {
      for (const Param& p : l.params) use_type(p.type);
      for (const Type& t : l.ret) use_type(t);
      if (l.body) uses_nested(l.body, used);
    };
    if (e.kind == Exp::Kind::Screma || e.kind == Exp::Kind::Stream) use_lambda(e.map_lambda);
    for (const ReduceOp& op : e.scans) {
      for (const SubExp& n : op.neutral) use(n);
      use_lambda(op.lambda);
    }
    for (const ReduceOp& op : e.reduces) {
      for (const SubExp& n : op.neutral) use(n);
      use_lambda(op.lambda);
    }
  }
  bool has_effect(const Exp& e) {
    if (e.kind == Exp::Kind::Assert) return true;
    if (e.kind == Exp::Kind::Apply) return true;  // the callee may assert
    for (const BodyPtr& b : e.bodies)
      if (b && summary(b).effect) return true;
    if ((e.kind == Exp::Kind::Screma || e.kind == Exp::Kind::Stream) && e.map_lambda.body &&
        summary(e.map_lambda.body).effect)
      return true;
    for (const ReduceOp& op : e.scans)
      if (op.lambda.body && summary(op.lambda.body).effect) return true;
    for (const ReduceOp& op : e.reduces)
      if (op.lambda.body && summary(op.lambda.body).effect) return true;
    return false;
  }

  void remove_dead(Body& b) {
    std::unordered_set<VName> live;
    for (const SubExp& r : b.result)
      if (r.is_var()) live.insert(r.var);
    std::vector<Stm> kept;
    for (size_t i = b.stms.size(); i-- > 0;) {
      Stm& s = b.stms[i];
      bool needed = has_effect(s.exp);
      for (const Param& p : s.pat)
        if (live.count(p.name)) needed = true;
      if (!needed) continue;
      uses_exp(s.exp, live);
      for (const Param& p : s.pat)
        for (const SubExp& d : p.type.shape)
          if (d.is_var()) live.insert(d.var);
      kept.push_back(std::move(s));
    }
    b.stms.assign(std::make_move_iterator(kept.rbegin()), std::make_move_iterator(kept.rend()));
  }
};

}  // namespace

Program simplify(const Program& prog) {
  Program out = prog;
  for (Function& f : out.functions) {
    if (!f.body) continue;
    Simplifier s;
    consumed_names(*f.body, s.consumed);
    s.uses = walk::count_uses(*f.body);
    Simplifier::collect_reduced_inputs(*f.body, s.reduced_inputs);
    for (const Param& p : f.params)
      if (p.type.is_array()) s.array_types[p.name] = p.type;
    f.body = s.body(*f.body);
    for (Type& t : f.ret) s.sub_type(t);
  }
  return out;
}

}  // namespace runic::ir
