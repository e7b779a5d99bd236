// Invariant code motion (see hoist.h).
//
// One walk over every body, innermost first: the statements hoisted out of
// a lambda land in the enclosing body just before the Screma, where the
// walk of the enclosing lambda (which runs after) sees them and may move
// them further out.  Every name is bound once in the whole program, so a
// statement is invariant exactly when none of its free names (including
// the sizes in its pattern's types) is a parameter of the lambda or bound
// by a statement of the lambda's body that stays.
#include "ir/hoist.h"

#include <map>
#include <optional>
#include <set>

#include "ir/ir_walk.h"

namespace runic::ir {

namespace {

// Every name's type (names are bound once in the whole program).
using Types = std::map<VName, Type>;

// What the walk knows of the program: the types, and for an integer name
// that is a map's parameter over `iota k` (start 0, step 1) or a `for`
// loop's variable up to k, that k: the name is in [0, k) wherever it is in
// scope.
struct Facts {
  Types types;
  std::map<VName, SubExp> below;
  // Names bound outside every lambda (the function's parameters and the
  // statements of its body, its ifs and loops): arrays in memory.
  std::set<VName> host;
};

void collect_host(const Body& b, std::set<VName>& host) {
  for (const Stm& s : b.stms) {
    for (const Param& p : s.pat) host.insert(p.name);
    for (auto& [p, init] : s.exp.merge) host.insert(p.name);
    for (const BodyPtr& nb : s.exp.bodies)
      if (nb) collect_host(*nb, host);
  }
}

bool same_size(const SubExp& a, const SubExp& b) {
  if (a.is_var() || b.is_var()) return a.is_var() && b.is_var() && a.var == b.var;
  return is_int(a.value.type) && is_int(b.value.type) && a.value.as_i64() == b.value.as_i64();
}

// Whether an index statement certainly reads within bounds: each point
// index is a constant below the constant dimension or a name known to be
// below the dimension (`xss[i]` in `map (\i -> ...) (iota n)` of an
// `xss: [n][m]t`), each slice a full one.  `#[unsafe]` indexing is not
// (compiled code would not check it where it moved to).
bool index_in_bounds(const Exp& e, const Facts& facts) {
  if (e.unsafe) return false;
  auto at = facts.types.find(e.array);
  if (at == facts.types.end() || (int)e.dims.size() > at->second.rank()) return false;
  for (size_t k = 0; k < e.dims.size(); k++) {
    const DimIndex& d = e.dims[k];
    const SubExp& dim = at->second.shape[k];
    if (d.is_slice) {
      auto is_i64 = [](const SubExp& x, int64_t v) {
        return x.is_const() && is_int(x.value.type) && x.value.as_i64() == v;
      };
      if (!is_i64(d.start, 0) || !is_i64(d.stride, 1) || !same_size(d.count, dim)) return false;
      continue;
    }
    if (d.index.is_const()) {
      if (!is_int(d.index.value.type) || !dim.is_const() || d.index.value.as_i64() < 0 ||
          d.index.value.as_i64() >= dim.value.as_i64())
        return false;
      continue;
    }
    auto b = facts.below.find(d.index.var);
    if (b == facts.below.end() || !same_size(b->second, dim)) return false;
  }
  return true;
}

bool safe_body(const Body& b, const Facts& facts);

bool safe_lambda(const Lambda& l, const Facts& facts) { return !l.body || safe_body(*l.body, facts); }

// Whether evaluating `s` can never fail (so that running it when the
// enclosing map or loop would not have run is harmless).  Invariant
// assertions are the exception, handled by the caller.
bool safe_stm(const Stm& s, const Facts& facts) {
  const Exp& e = s.exp;
  switch (e.kind) {
    case Exp::Kind::Index:
      return index_in_bounds(e, facts);
    case Exp::Kind::SubExp: case Exp::Kind::CmpOp: case Exp::Kind::UnOp:
    case Exp::Kind::Convert: case Exp::Kind::PrimFun:
    case Exp::Kind::Iota: case Exp::Kind::Replicate: case Exp::Kind::Rearrange:
    case Exp::Kind::Copy: case Exp::Kind::ArrayLit:
      return true;
    case Exp::Kind::BinOp:
      if (!is_int(e.prim)) return true;
      switch (e.binop) {
        case BinOp::Div: case BinOp::Mod: case BinOp::Quot: case BinOp::Rem:
          return e.args.size() == 2 && e.args[1].is_const() && e.args[1].value.as_i64() != 0;
        case BinOp::Pow:
          return false;
        default:
          return true;
      }
    case Exp::Kind::Screma:
      if (!safe_lambda(e.map_lambda, facts)) return false;
      for (auto* ops : {&e.scans, &e.reduces})
        for (const ReduceOp& op : *ops)
          if (!safe_lambda(op.lambda, facts)) return false;
      return true;
    case Exp::Kind::If:
      for (const BodyPtr& b : e.bodies)
        if (b && !safe_body(*b, facts)) return false;
      return true;
    case Exp::Kind::Scatter:  // indices out of range are ignored
      return true;
    case Exp::Kind::Hist:
      return e.reduces.empty() || safe_lambda(e.reduces[0].lambda, facts);
    default:
      return false;
  }
}

bool safe_body(const Body& b, const Facts& facts) {
  for (const Stm& s : b.stms)
    if (!safe_stm(s, facts)) return false;
  return true;
}

// Names that a statement (or a body nested in it) may consume: the arrays
// of in-place updates, the destinations of scatter and histograms, loop
// initial values.
void consumed_names(const Body& b, std::set<VName>& out);
void consumed_names(const Stm& s, std::set<VName>& out) {
  const Exp& e = s.exp;
  if (e.kind == Exp::Kind::Update) out.insert(e.array);
  if (e.kind == Exp::Kind::Scatter || e.kind == Exp::Kind::Hist) {
    // arrays = [is, vs_1..vs_k, dest_1..dest_k]: only the destinations.
    size_t k = e.arrays.size() / 2;
    for (size_t j = e.arrays.size() - k; j < e.arrays.size(); j++) out.insert(e.arrays[j]);
  }
  if (e.kind == Exp::Kind::SegOp)
    for (auto& a : e.arrays) out.insert(a);
  for (auto& m : e.merge)
    if (m.second.is_var()) out.insert(m.second.var);
  for (auto& sb : e.bodies)
    if (sb) consumed_names(*sb, out);
  if (e.map_lambda.body) consumed_names(*e.map_lambda.body, out);
  for (auto* ops : {&e.scans, &e.reduces})
    for (auto& r : *ops)
      if (r.lambda.body) consumed_names(*r.lambda.body, out);
}
void consumed_names(const Body& b, std::set<VName>& out) {
  for (const Stm& s : b.stms) consumed_names(s, out);
}

void collect_facts(const Body& b, Facts& facts, std::map<VName, SubExp>& iotas);
void collect_lambda(const Lambda& l, Facts& facts, std::map<VName, SubExp>& iotas) {
  for (const Param& p : l.params) facts.types[p.name] = p.type;
  if (l.body) collect_facts(*l.body, facts, iotas);
}
void collect_facts(const Body& b, Facts& facts, std::map<VName, SubExp>& iotas) {
  auto is_i64 = [](const SubExp& x, int64_t v) {
    return x.is_const() && is_int(x.value.type) && x.value.as_i64() == v;
  };
  for (const Stm& s : b.stms) {
    for (const Param& p : s.pat) facts.types[p.name] = p.type;
    const Exp& e = s.exp;
    if (e.kind == Exp::Kind::Iota && s.pat.size() == 1 && e.args.size() == 3 && is_i64(e.args[1], 0) &&
        is_i64(e.args[2], 1))
      iotas[s.pat[0].name] = e.args[0];
    if (e.kind == Exp::Kind::Screma && e.map_lambda.params.size() == e.arrays.size())
      for (size_t k = 0; k < e.arrays.size(); k++) {
        auto it = iotas.find(e.arrays[k]);
        if (it != iotas.end()) facts.below[e.map_lambda.params[k].name] = it->second;
      }
    if (e.kind == Exp::Kind::Loop && e.loop_kind == Exp::LoopKind::For && !e.loop_var.empty() &&
        !e.args.empty())
      facts.below[e.loop_var] = e.args[0];
    for (auto& [p, init] : e.merge) facts.types[p.name] = p.type;
    for (const BodyPtr& nb : e.bodies)
      if (nb) collect_facts(*nb, facts, iotas);
    collect_lambda(e.map_lambda, facts, iotas);
    for (auto* ops : {&e.scans, &e.reduces})
      for (const ReduceOp& op : *ops) collect_lambda(op.lambda, facts, iotas);
  }
}

// `B[0:m:1, j]` of an invariant `B : [m][p]t` (full slices before a point
// index) is row j of B's transpose: the transpose is invariant and moves
// out, and what stays is a row index, which flattening turns into a view
// (so that `tabulate_2d n p (\i j -> f32.sum (map2 (*) A[i] B[:, j]))`
// is a matrix-product nest).  Returns the rearrange to hoist, and rewrites
// `s` in place.
std::optional<Stm> column_as_row(Stm& s, const std::set<VName>& variant, Types& types) {
  Exp& e = s.exp;
  if (e.kind != Exp::Kind::Index || s.pat.size() != 1 || variant.count(e.array)) return std::nullopt;
  auto at = types.find(e.array);
  if (at == types.end()) return std::nullopt;
  const Type arr_t = at->second;
  if ((int)e.dims.size() > arr_t.rank()) return std::nullopt;
  std::vector<int> points, slices;
  bool point_after_slice = false;
  for (size_t k = 0; k < e.dims.size(); k++) {
    const DimIndex& d = e.dims[k];
    if (!d.is_slice) {
      point_after_slice |= !slices.empty();
      points.push_back((int)k);
      continue;
    }
    auto is_i64 = [](const SubExp& x, int64_t v) {
      return x.is_const() && is_int(x.value.type) && x.value.as_i64() == v;
    };
    const SubExp& dim = arr_t.shape[k];
    bool full = is_i64(d.start, 0) && is_i64(d.stride, 1) &&
                (d.count.is_var() ? dim.is_var() && dim.var == d.count.var
                                  : dim.is_const() && dim.value.as_i64() == d.count.value.as_i64());
    if (!full) return std::nullopt;
    slices.push_back((int)k);
  }
  if (!point_after_slice) return std::nullopt;
  Exp r;
  r.kind = Exp::Kind::Rearrange;
  r.array = e.array;
  Type rt{arr_t.elem, {}, false};
  for (int k : points) r.perm.push_back(k);
  for (int k : slices) r.perm.push_back(k);
  for (int k = (int)e.dims.size(); k < arr_t.rank(); k++) r.perm.push_back(k);
  for (int k : r.perm) rt.shape.push_back(arr_t.shape[k]);
  Param tr{fresh_name("col_tr"), rt};
  types[tr.name] = rt;
  std::vector<DimIndex> dims;
  for (int k : points) dims.push_back(e.dims[k]);
  e.array = tr.name;
  e.dims = std::move(dims);
  return Stm{{tr}, std::move(r), s.loc};
}

// Moves the invariant statements of `b` to `hoisted`.  `variant` holds the
// names bound by the construct (lambda parameters, loop variable and merge
// parameters).  Arrays named in `pinned` stay (a loop body's results: a
// hoisted array returned by every iteration would alias the next
// iteration's merge parameter, which the body may consume).
//
// A fresh array that the body consumes moves only together with every
// statement of the body that uses it (`let z = replicate c 0; let s =
// scatter z is vs`, a filter's last steps, move as a whole when both are
// invariant; when the scatter stays, so does the replicate: each
// iteration needs its own).
void move_invariant(Body& b, std::set<VName> variant, std::set<VName> pinned,
                    std::vector<Stm>& hoisted, Facts& facts) {
  // The names that statements of `b` consume, and the statements that use
  // each name.
  std::set<VName> consumed;
  std::map<VName, std::vector<size_t>> users;
  for (size_t k = 0; k < b.stms.size(); k++) {
    const Stm& s = b.stms[k];
    consumed_names(s, consumed);
    auto fv = walk::free_vars(s.exp);
    for (const Param& p : s.pat)
      walk::for_each_name_type(p.type, [&](const VName& v, walk::Role) { fv[v]++; });
    for (auto& [v, n] : fv) users[v].push_back(k);
  }
  // Consuming a view (a reshape, rearrangement or slice) consumes the array
  // it views: in `let z = replicate ...; let f = reshape z; let h = hist f
  // ...` (reduce_by_index_2d), `z` too must be made again by each iteration
  // (a later view is bound after the array it views: one backward pass).
  for (size_t k = b.stms.size(); k-- > 0;) {
    const Stm& s = b.stms[k];
    const Exp& e = s.exp;
    if (e.kind != Exp::Kind::Reshape && e.kind != Exp::Kind::Rearrange && e.kind != Exp::Kind::Index) continue;
    for (const Param& p : s.pat)
      if (p.type.is_array() && consumed.count(p.name)) consumed.insert(e.array);
  }
  // Which statements move, given the pinned names; a consumed array whose
  // statement moves while a statement using it (consuming it, or reading
  // it before) stays is pinned, and the decision is made again (each round
  // pins one more name).  A column
  // slice of an array that is not variant is read as a row of its hoisted
  // transpose (column_as_row, tried on a copy in each round: whether the
  // array is variant depends on the round).
  std::vector<bool> moves;
  std::vector<std::optional<Stm>> rewritten, transposes;
  for (;;) {
    moves.assign(b.stms.size(), false);
    rewritten.assign(b.stms.size(), std::nullopt);
    transposes.assign(b.stms.size(), std::nullopt);
    std::set<VName> var = variant;
    for (size_t k = 0; k < b.stms.size(); k++) {
      if (b.stms[k].exp.kind == Exp::Kind::Index) {
        Stm copy = b.stms[k];
        if (auto tr = column_as_row(copy, var, facts.types)) {
          transposes[k] = std::move(*tr);
          rewritten[k] = std::move(copy);
        }
      }
      const Stm& s = rewritten[k] ? *rewritten[k] : b.stms[k];
      bool move = safe_stm(s, facts) || s.exp.kind == Exp::Kind::Assert;
      for (const Param& p : s.pat)
        if (pinned.count(p.name) && p.type.is_array()) move = false;
      if (move) {
        auto fv = walk::free_vars(s.exp);
        for (const Param& p : s.pat)
          walk::for_each_name_type(p.type, [&](const VName& v, walk::Role) { fv[v]++; });
        for (auto& [v, n] : fv)
          if (var.count(v)) move = false;
      }
      moves[k] = move;
      if (!move)
        for (const Param& p : s.pat) var.insert(p.name);
    }
    bool again = false;
    for (size_t k = 0; k < b.stms.size() && !again; k++) {
      if (!moves[k]) continue;
      for (const Param& p : b.stms[k].pat) {
        // Scalars passed as a loop's initial values are copied, not
        // consumed; a pinned name cannot be pinned again (each round pins
        // a new one, so the rounds end).
        if (!p.type.is_array() || !consumed.count(p.name) || pinned.count(p.name)) continue;
        for (size_t j : users[p.name])
          if (!moves[j]) again = true;
        if (again) {
          pinned.insert(p.name);
          break;
        }
      }
    }
    if (!again) break;
  }
  std::vector<Stm> keep;
  for (size_t k = 0; k < b.stms.size(); k++) {
    if (transposes[k]) hoisted.push_back(std::move(*transposes[k]));
    Stm& s = rewritten[k] ? *rewritten[k] : b.stms[k];
    (moves[k] ? hoisted : keep).push_back(std::move(s));
  }
  b.stms = std::move(keep);
}

void hoist_body(Body& b, Facts& facts);

void hoist_lambda_bodies(Exp& e, Facts& facts) {
  if (e.map_lambda.body) hoist_body(*e.map_lambda.body, facts);
  for (auto* ops : {&e.scans, &e.reduces})
    for (ReduceOp& op : *ops)
      if (op.lambda.body) hoist_body(*op.lambda.body, facts);
  for (BodyPtr& nb : e.bodies)
    if (nb) hoist_body(*nb, facts);
}

// Names bound anywhere in a body (patterns, parameters, loop variables).
void bound_names(const Body& b, std::set<VName>& out);
void bound_in_lambda(const Lambda& l, std::set<VName>& out) {
  for (const Param& p : l.params) out.insert(p.name);
  if (l.body) bound_names(*l.body, out);
}
void bound_names(const Body& b, std::set<VName>& out) {
  for (const Stm& s : b.stms) {
    for (const Param& p : s.pat) out.insert(p.name);
    const Exp& e = s.exp;
    for (auto& [p, init] : e.merge) out.insert(p.name);
    if (!e.loop_var.empty()) out.insert(e.loop_var);
    for (const BodyPtr& nb : e.bodies)
      if (nb) bound_names(*nb, out);
    bound_in_lambda(e.map_lambda, out);
    for (auto* ops : {&e.scans, &e.reduces})
      for (const ReduceOp& op : *ops) bound_in_lambda(op.lambda, out);
  }
}

// A map over `iota k` whose body reads `a[i]` or `a[i, ...]` of an array
// `a: [k]...` bound outside it, with i the iota's parameter, reads rows of
// `a`: `a` becomes an input of the Screma (a new parameter, the row) and
// the reads are of that parameter, wherever they are in the body (the row
// is in bounds, so reading it is safe even where the body would not have;
// it is a view, not a copy).  `tabulate_2d n m (\i j -> ... xss[i, j]
// ... f32.sum xss[i] ...)` after hoisting is then a map over the rows of
// xss whose inner map runs over the row, the shape that fusion, the
// row-group kernels and the segmented reductions know.  The iota stays an
// input (the index may have other uses).  Nested maps are rewritten again
// afterwards: `xss[i, j]` became `row[j]`, a read of the inner map's row.
void index_rows_as_inputs(Exp& e, Facts& facts);

void rewrite_row_reads(Body& b, const std::map<VName, SubExp>& iota_params,
                       const std::set<VName>& inside, Exp& screma, Facts& facts,
                       std::map<std::pair<VName, VName>, VName>& row_of) {
  for (Stm& st : b.stms) {
    Exp& x = st.exp;
    if (x.kind == Exp::Kind::Index && !x.unsafe && !x.dims.empty() && !x.dims[0].is_slice &&
        x.dims[0].index.is_var() && iota_params.count(x.dims[0].index.var) && !inside.count(x.array)) {
      auto at = facts.types.find(x.array);
      const VName i = x.dims[0].index.var;
      // Elements of arrays in memory are left as reads: as inputs they
      // would let horizontal fusion join maps to scans that flattening
      // then splits again.  Rows are inputs, and so are elements of arrays
      // computed per row (`r[j]` of a row r).
      bool element_of_host = at != facts.types.end() && at->second.rank() == 1 && facts.host.count(x.array);
      if (at != facts.types.end() && at->second.rank() >= 1 && !element_of_host &&
          same_size(at->second.shape[0], iota_params.at(i))) {
        auto key = std::make_pair(x.array, i);
        auto it = row_of.find(key);
        if (it == row_of.end()) {
          Type rt = at->second;
          rt.shape.erase(rt.shape.begin());
          rt.unique = false;
          Param row{fresh_name(x.array + "_row"), rt};
          facts.types[row.name] = rt;
          screma.map_lambda.params.push_back(row);
          screma.arrays.push_back(x.array);
          it = row_of.emplace(key, row.name).first;
        }
        x.array = it->second;
        x.dims.erase(x.dims.begin());
        if (x.index_rank > 0) x.index_rank--;
        if (x.dims.empty()) {  // the whole row: a copy the simplifier propagates
          Exp c;
          c.kind = Exp::Kind::SubExp;
          c.args = {SubExp::variable(it->second)};
          x = std::move(c);
        }
      }
    }
    for (BodyPtr& nb : x.bodies)
      if (nb) rewrite_row_reads(*nb, iota_params, inside, screma, facts, row_of);
    if (x.map_lambda.body) rewrite_row_reads(*x.map_lambda.body, iota_params, inside, screma, facts, row_of);
    for (auto* ops : {&x.scans, &x.reduces})
      for (ReduceOp& op : *ops)
        if (op.lambda.body) rewrite_row_reads(*op.lambda.body, iota_params, inside, screma, facts, row_of);
  }
}

void index_rows_in_body(Body& b, Facts& facts) {
  for (Stm& st : b.stms) {
    Exp& x = st.exp;
    if (x.kind == Exp::Kind::Screma) index_rows_as_inputs(x, facts);
    for (BodyPtr& nb : x.bodies)
      if (nb) index_rows_in_body(*nb, facts);
  }
}

void index_rows_as_inputs(Exp& e, Facts& facts) {
  Lambda& l = e.map_lambda;
  if (e.kind != Exp::Kind::Screma || !l.body || l.params.size() != e.arrays.size()) return;
  std::map<VName, SubExp> iota_params;  // parameter -> k
  for (const Param& p : l.params) {
    auto b = facts.below.find(p.name);
    if (b != facts.below.end() && same_size(b->second, e.args[0])) iota_params[p.name] = b->second;
  }
  if (!iota_params.empty()) {
    std::set<VName> inside;
    bound_in_lambda(l, inside);
    std::map<std::pair<VName, VName>, VName> row_of;
    // The index's reads are rewritten in the body; the new parameters are
    // appended to `l.params` (not visited: they are not statements).
    rewrite_row_reads(*l.body, iota_params, inside, e, facts, row_of);
  }
  index_rows_in_body(*l.body, facts);
}

void hoist_body(Body& b, Facts& facts) {
  std::vector<Stm> out;
  for (Stm& s : b.stms) {
    Exp& e = s.exp;
    hoist_lambda_bodies(e, facts);  // innermost first
    if (e.kind == Exp::Kind::Screma && e.map_lambda.body) {
      std::set<VName> variant;
      for (const Param& p : e.map_lambda.params) variant.insert(p.name);
      move_invariant(*e.map_lambda.body, std::move(variant), {}, out, facts);
      index_rows_as_inputs(e, facts);
    } else if (e.kind == Exp::Kind::Loop && !e.bodies.empty() && e.bodies[0]) {
      std::set<VName> variant, pinned;
      if (!e.loop_var.empty()) variant.insert(e.loop_var);
      for (auto& [p, init] : e.merge) variant.insert(p.name);
      for (const SubExp& r : e.bodies[0]->result)
        if (r.is_var()) pinned.insert(r.var);
      move_invariant(*e.bodies[0], std::move(variant), pinned, out, facts);
    }
    out.push_back(std::move(s));
  }
  b.stms = std::move(out);
}

}  // namespace

Program hoist_invariants(const Program& prog) {
  Program out = walk::clone_program(prog);
  for (Function& f : out.functions) {
    if (!f.body) continue;
    Facts facts;
    std::map<VName, SubExp> iotas;
    for (const Param& p : f.params) {
      facts.types[p.name] = p.type;
      facts.host.insert(p.name);
    }
    collect_facts(*f.body, facts, iotas);
    collect_host(*f.body, facts.host);
    hoist_body(*f.body, facts);
  }
  return out;
}

}  // namespace runic::ir
