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

bool safe_body(const Body& b);

bool safe_lambda(const Lambda& l) { return !l.body || safe_body(*l.body); }

// Whether evaluating `s` can never fail (so that running it when the
// enclosing map or loop would not have run is harmless).  Invariant
// assertions are the exception, handled by the caller.
bool safe_stm(const Stm& s) {
  const Exp& e = s.exp;
  switch (e.kind) {
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
      if (!safe_lambda(e.map_lambda)) return false;
      for (auto* ops : {&e.scans, &e.reduces})
        for (const ReduceOp& op : *ops)
          if (!safe_lambda(op.lambda)) return false;
      return true;
    case Exp::Kind::If:
      for (const BodyPtr& b : e.bodies)
        if (b && !safe_body(*b)) return false;
      return true;
    case Exp::Kind::Scatter:  // indices out of range are ignored
      return true;
    case Exp::Kind::Hist:
      return e.reduces.empty() || safe_lambda(e.reduces[0].lambda);
    default:
      return false;
  }
}

bool safe_body(const Body& b) {
  for (const Stm& s : b.stms)
    if (!safe_stm(s)) return false;
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

// Every name's type (names are bound once in the whole program).
using Types = std::map<VName, Type>;

void collect_types(const Body& b, Types& types);
void collect_lambda(const Lambda& l, Types& types) {
  for (const Param& p : l.params) types[p.name] = p.type;
  if (l.body) collect_types(*l.body, types);
}
void collect_types(const Body& b, Types& types) {
  for (const Stm& s : b.stms) {
    for (const Param& p : s.pat) types[p.name] = p.type;
    const Exp& e = s.exp;
    for (auto& [p, init] : e.merge) types[p.name] = p.type;
    for (const BodyPtr& nb : e.bodies)
      if (nb) collect_types(*nb, types);
    collect_lambda(e.map_lambda, types);
    for (auto* ops : {&e.scans, &e.reduces})
      for (const ReduceOp& op : *ops) collect_lambda(op.lambda, types);
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
                    std::vector<Stm>& hoisted, Types& types) {
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
        if (auto tr = column_as_row(copy, var, types)) {
          transposes[k] = std::move(*tr);
          rewritten[k] = std::move(copy);
        }
      }
      const Stm& s = rewritten[k] ? *rewritten[k] : b.stms[k];
      bool move = safe_stm(s) || s.exp.kind == Exp::Kind::Assert;
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

void hoist_body(Body& b, Types& types);

void hoist_lambda_bodies(Exp& e, Types& types) {
  if (e.map_lambda.body) hoist_body(*e.map_lambda.body, types);
  for (auto* ops : {&e.scans, &e.reduces})
    for (ReduceOp& op : *ops)
      if (op.lambda.body) hoist_body(*op.lambda.body, types);
  for (BodyPtr& nb : e.bodies)
    if (nb) hoist_body(*nb, types);
}

void hoist_body(Body& b, Types& types) {
  std::vector<Stm> out;
  for (Stm& s : b.stms) {
    Exp& e = s.exp;
    hoist_lambda_bodies(e, types);  // innermost first
    if (e.kind == Exp::Kind::Screma && e.map_lambda.body) {
      std::set<VName> variant;
      for (const Param& p : e.map_lambda.params) variant.insert(p.name);
      move_invariant(*e.map_lambda.body, std::move(variant), {}, out, types);
    } else if (e.kind == Exp::Kind::Loop && !e.bodies.empty() && e.bodies[0]) {
      std::set<VName> variant, pinned;
      if (!e.loop_var.empty()) variant.insert(e.loop_var);
      for (auto& [p, init] : e.merge) variant.insert(p.name);
      for (const SubExp& r : e.bodies[0]->result)
        if (r.is_var()) pinned.insert(r.var);
      move_invariant(*e.bodies[0], std::move(variant), pinned, out, types);
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
    Types types;
    for (const Param& p : f.params) types[p.name] = p.type;
    collect_types(*f.body, types);
    hoist_body(*f.body, types);
  }
  return out;
}

}  // namespace runic::ir
