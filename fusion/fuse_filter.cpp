// Filter fusion (issue 4; PLDI'17 section 4 treats filter as a stream SOAC,
// here it is done on the elaborated form).
//
// `filter p xs` is elaborated (typecheck/elab_soacs.inc) into
//
//   let flags = map (\x -> i64 (p x)) xs          -- [w]i64, 0 or 1
//   let offs  = scan (+) 0 flags                  -- positions + 1
//   let cnt   = reduce (+) 0 flags                -- the result's size
//   let is    = map (\f o -> f * o - 1) flags offs
//   let blank = replicate cnt 0
//   let ys    = scatter blank is xs
//
// Rule filter-into-reduce: a reduction over the filtered array,
//
//   let r = redomap op g ne ys      =>   let r = redomap op g' ne flags xs
//     where g' f x = if f != 0 then g x else ne
//
// is valid because `ne` is the operator's neutral element (reduce's
// contract).  The flags map then fuses into the redomap (fuse_vertical.cpp),
// and the scan, the count, the indices and the scatter, now unused, are
// removed here: no scan, no scatter, no intermediate array.
//
// Rule filter-into-filter: `filter q (filter p xs)` becomes
// `filter (\x -> p x && q x) xs`: the outer filter's flags are computed
// over xs (0 where p fails, q evaluated only where p holds), its scan,
// count, indices and scatter run over xs's width with xs as values, and
// the inner filter's scan, count and scatter are removed.
//
// Pre: Core IR with SOACs, before vertical fusion changes the elaborated
// shape.  Post: same interpreter results.
#include "fusion/fuse_filter.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "ir/ir_walk.h"

namespace runic::fusion_rules {

namespace {

using namespace ir;

// An elaborated filter, found from its scatter.
struct FilterMatch {
  size_t scatter = 0;              // position of the scatter
  VName flags;                     // [w]i64
  SubExp width;                    // w
  VName count;                     // cnt
  std::vector<VName> values;       // xs (one per leaf)
  std::vector<VName> results;      // ys
  std::vector<size_t> machinery;   // positions of offs, cnt, is, blanks, scatter
};

bool is_var(const SubExp& s, const VName& n) { return s.is_var() && s.var == n; }

std::optional<FilterMatch> match_filter(const Body& b, size_t i, const std::map<VName, size_t>& def) {
  const Stm& s = b.stms[i];
  if (s.exp.kind != Exp::Kind::Scatter || s.exp.arrays.size() < 3 || s.exp.arrays.size() % 2 == 0) return std::nullopt;
  size_t k = (s.exp.arrays.size() - 1) / 2;
  auto at = [&](const VName& n) -> const Stm* {
    auto it = def.find(n);
    return it == def.end() ? nullptr : &b.stms[it->second];
  };
  FilterMatch m;
  m.scatter = i;
  const Stm* is = at(s.exp.arrays[0]);
  if (!is || is->exp.kind != Exp::Kind::Screma || !is->exp.scans.empty() || !is->exp.reduces.empty() ||
      is->exp.arrays.size() != 2 || is->pat.size() != 1)
    return std::nullopt;
  m.flags = is->exp.arrays[0];
  const Stm* offs = at(is->exp.arrays[1]);
  if (!offs || offs->exp.kind != Exp::Kind::Screma || offs->exp.scans.size() != 1 || !offs->exp.reduces.empty() ||
      offs->exp.arrays != std::vector<VName>{m.flags})
    return std::nullopt;
  const Stm* flags = at(m.flags);
  if (!flags || flags->exp.kind != Exp::Kind::Screma || !flags->exp.scans.empty() || !flags->exp.reduces.empty())
    return std::nullopt;
  m.width = flags->exp.args.at(0);
  for (size_t d = 0; d < k; ++d) {
    const Stm* blank = at(s.exp.arrays[1 + k + d]);
    if (!blank || blank->exp.kind != Exp::Kind::Replicate || !blank->exp.args.at(0).is_var()) return std::nullopt;
    if (d == 0) m.count = blank->exp.args[0].var;
    if (!is_var(blank->exp.args[0], m.count)) return std::nullopt;
    m.machinery.push_back(def.at(s.exp.arrays[1 + k + d]));
    m.values.push_back(s.exp.arrays[1 + d]);
  }
  const Stm* cnt = at(m.count);
  if (!cnt || cnt->exp.kind != Exp::Kind::Screma || cnt->exp.reduces.size() != 1 || !cnt->exp.scans.empty() ||
      cnt->exp.arrays != std::vector<VName>{m.flags})
    return std::nullopt;
  for (auto& p : s.pat) m.results.push_back(p.name);
  for (const VName& n : {is->pat[0].name, offs->pat[0].name, m.count}) m.machinery.push_back(def.at(n));
  m.machinery.push_back(i);
  return m;
}

bool consumes(const Stm& s, const std::set<VName>& names) {
  const Exp& e = s.exp;
  if (e.kind == Exp::Kind::Update && names.count(e.array)) return true;
  if (e.kind == Exp::Kind::Scatter || e.kind == Exp::Kind::Hist)
    for (size_t a = 1 + (e.arrays.size() - 1) / 2; a < e.arrays.size(); a++)
      if (names.count(e.arrays[a])) return true;
  if (e.kind == Exp::Kind::Loop)
    for (auto& [p, init] : e.merge)
      if (init.is_var() && names.count(init.var)) return true;
  return false;
}

// filter-into-reduce for the consumer at j; true when rewritten.
bool fuse_filter_into_reduce(Body& b, const FilterMatch& m, size_t j) {
  Stm& c = b.stms[j];
  Exp& e = c.exp;
  if (e.kind != Exp::Kind::Screma || !e.scans.empty() || e.reduces.empty() || !is_var(e.args.at(0), m.count))
    return false;
  size_t arity = 0;
  for (auto& op : e.reduces) arity += op.neutral.size();
  if (e.map_lambda.ret.size() != arity) return false;  // mapped outputs need the filtered array
  // Every input is a filtered array, used only here (as an input).
  std::vector<VName> inputs;
  auto here = walk::count_uses(c);
  for (auto& a : e.arrays) {
    size_t leaf = 0;
    while (leaf < m.results.size() && m.results[leaf] != a) leaf++;
    if (leaf == m.results.size()) return false;
    inputs.push_back(m.values[leaf]);
  }
  std::map<VName, int> elsewhere;
  for (size_t k = 0; k < b.stms.size(); ++k)
    if (k != j) for (auto& [v, n] : walk::count_uses(b.stms[k])) elsewhere[v] += n;
  for (auto& r : b.result) if (r.is_var()) elsewhere[r.var]++;
  for (auto& r : m.results) {
    int as_input = 0;
    for (auto& a : e.arrays) as_input += a == r;
    if (elsewhere[r] > 0 || here[r] != as_input) return false;
  }
  // The values are read at j: nothing in between may consume them.
  std::set<VName> read(m.values.begin(), m.values.end());
  read.insert(m.flags);
  for (size_t k = m.scatter + 1; k < j; ++k)
    if (consumes(b.stms[k], read)) return false;

  Lambda& lam = e.map_lambda;
  VName flag = fresh_name("filter_flag"), keep = fresh_name("filter_keep");
  auto body = std::make_shared<Body>();
  Stm cmp;
  cmp.pat = {{keep, Type::scalar(PrimType::Bool)}};
  cmp.exp.kind = Exp::Kind::CmpOp;
  cmp.exp.cmpop = CmpOp::Ne;
  cmp.exp.prim = PrimType::I64;
  cmp.exp.args = {SubExp::variable(flag), SubExp::i64(0)};
  cmp.loc = c.loc;
  body->stms.push_back(cmp);
  auto neutral = std::make_shared<Body>();
  for (auto& op : e.reduces)
    for (auto& ne : op.neutral) neutral->result.push_back(ne);
  Stm branch;
  branch.exp.kind = Exp::Kind::If;
  branch.exp.args = {SubExp::variable(keep)};
  branch.exp.bodies = {lam.body, neutral};
  branch.exp.ret = lam.ret;
  branch.loc = c.loc;
  for (auto& t : lam.ret) {
    branch.pat.push_back({fresh_name("filter_elem"), t});
    body->result.push_back(SubExp::variable(branch.pat.back().name));
  }
  body->stms.push_back(branch);
  lam.body = body;
  lam.params.insert(lam.params.begin(), Param{flag, Type::scalar(PrimType::I64)});
  e.arrays = inputs;
  e.arrays.insert(e.arrays.begin(), m.flags);
  e.args[0] = m.width;
  return true;
}

// filter-into-filter for the filter `outer` over `inner`'s result; true
// when rewritten.
bool fuse_filter_into_filter(Body& b, const FilterMatch& inner, const FilterMatch& outer,
                             const std::map<VName, size_t>& def) {
  if (outer.values != inner.results || !is_var(outer.width, inner.count)) return false;
  Stm& flags = b.stms[def.at(outer.flags)];
  if (flags.exp.arrays != inner.results || flags.pat.size() != 1) return false;
  // The inner result is used only by the outer filter's flags and scatter.
  auto uses = walk::count_uses(b);
  for (auto& r : inner.results) {
    int expected = 0;
    for (auto& a : flags.exp.arrays) expected += a == r;
    for (auto& a : b.stms[outer.scatter].exp.arrays) expected += a == r;
    if (uses[r] != expected) return false;
  }
  std::set<VName> read(inner.values.begin(), inner.values.end());
  read.insert(inner.flags);
  for (size_t k = inner.scatter + 1; k < outer.scatter; ++k)
    if (consumes(b.stms[k], read)) return false;
  // flags' = map (\f x -> if f != 0 then q x else 0) inner_flags xs
  Lambda& lam = flags.exp.map_lambda;
  VName flag = fresh_name("filter_flag"), keep = fresh_name("filter_keep");
  auto body = std::make_shared<Body>();
  Stm cmp;
  cmp.pat = {{keep, Type::scalar(PrimType::Bool)}};
  cmp.exp.kind = Exp::Kind::CmpOp;
  cmp.exp.cmpop = CmpOp::Ne;
  cmp.exp.prim = PrimType::I64;
  cmp.exp.args = {SubExp::variable(flag), SubExp::i64(0)};
  body->stms.push_back(cmp);
  auto dropped = std::make_shared<Body>();
  dropped->result = {SubExp::i64(0)};
  Stm branch;
  branch.exp.kind = Exp::Kind::If;
  branch.exp.args = {SubExp::variable(keep)};
  branch.exp.bodies = {lam.body, dropped};
  branch.exp.ret = lam.ret;
  branch.pat = {{fresh_name("filter_flag2"), lam.ret.at(0)}};
  body->result = {SubExp::variable(branch.pat[0].name)};
  body->stms.push_back(branch);
  lam.body = body;
  lam.params.insert(lam.params.begin(), Param{flag, Type::scalar(PrimType::I64)});
  flags.exp.arrays = inner.values;
  flags.exp.arrays.insert(flags.exp.arrays.begin(), inner.flags);
  // The outer filter now runs over the inner filter's input width.
  std::vector<VName> widened = {outer.flags, outer.count, b.stms[outer.scatter].exp.arrays[0]};
  widened.push_back(b.stms[def.at(widened.back())].exp.arrays.at(1));  // offs
  for (auto& n : widened) {
    Stm& t = b.stms[def.at(n)];
    t.exp.args.at(0) = inner.width;
    for (auto& p : t.pat)
      if (p.type.is_array()) p.type.shape[0] = inner.width;
  }
  Exp& sc = b.stms[outer.scatter].exp;
  sc.args.at(0) = inner.width;
  size_t k = (sc.arrays.size() - 1) / 2;
  for (size_t d = 0; d < k; ++d) sc.arrays[1 + d] = inner.values[d];
  return true;
}

// Removes the filter's statements that nothing uses any more.
void remove_unused(Body& b, std::vector<size_t> positions) {
  std::sort(positions.begin(), positions.end());
  bool changed = true;
  std::set<size_t> gone;
  while (changed) {
    changed = false;
    auto uses = walk::count_uses(b);
    for (size_t k = positions.size(); k-- > 0;) {
      size_t p = positions[k];
      if (gone.count(p)) continue;
      bool used = false;
      for (auto& v : b.stms[p].pat) used = used || uses[v.name] > 0;
      if (used) continue;
      // Its own uses no longer count.
      gone.insert(p);
      for (auto& [v, n] : walk::count_uses(b.stms[p])) uses[v] -= n;
      changed = true;
      b.stms[p].exp = Exp{};  // placeholder, erased below
      b.stms[p].pat.clear();
    }
  }
  for (auto it = gone.rbegin(); it != gone.rend(); ++it) b.stms.erase(b.stms.begin() + *it);
}

}  // namespace

bool fuse_filters(Body& b) {
  bool any = false;
  bool changed = true;
  while (changed) {
    changed = false;
    std::map<VName, size_t> def;
    for (size_t k = 0; k < b.stms.size(); ++k)
      for (auto& p : b.stms[k].pat) def[p.name] = k;
    for (size_t i = 0; i < b.stms.size() && !changed; ++i) {
      auto m = match_filter(b, i, def);
      if (!m) continue;
      for (size_t j = i + 1; j < b.stms.size() && !changed; ++j) {
        bool fused = fuse_filter_into_reduce(b, *m, j);
        if (!fused) {
          auto outer = match_filter(b, j, def);
          fused = outer && fuse_filter_into_filter(b, *m, *outer, def);
        }
        if (!fused) continue;
        remove_unused(b, m->machinery);
        changed = any = true;
      }
    }
  }
  return any;
}

}  // namespace runic::fusion_rules
