#include "ir/rowgroup.h"

#include "ir/ir_walk.h"

namespace runic::ir {

bool rowgroup_chunked(const Exp& e) {
  if (!e.scans.empty()) return true;
  for (auto& op : e.reduces)
    if (!op.commutative) return true;
  return false;
}

namespace {

// The walk of a rank loop's body (ir/rowgroup.h): roots, taint, and what
// each merge parameter's reads and updates look like.
struct RankWalk {
  const VName& loop_var;
  RankLoop& r;
  std::map<VName, const Exp*> defs;  // scalar definitions
  std::set<VName> read;              // merge parameters read
  std::set<VName> incremented;       // merge parameters updated as counts
  std::set<VName> written;           // merge parameters written at the loop variable
  bool ok = true;

  bool tainted(const SubExp& v) const { return v.is_var() && r.tainted.count(v.var); }

  // `seen with [d] = y`, y = c + 1, c = seen[d] (the same version, the
  // same index).
  bool increment(const Exp& e) const {
    const SubExp& y = e.args.at(0);
    if (!y.is_var() || !defs.count(y.var)) return false;
    const Exp& add = *defs.at(y.var);
    if (add.kind != Exp::Kind::BinOp || add.binop != BinOp::Add) return false;
    for (int k = 0; k < 2; k++) {
      const SubExp& c = add.args[k];
      const SubExp& one = add.args[1 - k];
      if (!one.is_const() || one.value.as_i64() != 1 || !c.is_var() || !defs.count(c.var)) continue;
      const Exp& rd = *defs.at(c.var);
      if (rd.kind == Exp::Kind::Index && rd.array == e.array && rd.dims.size() == 1 &&
          !rd.dims[0].is_slice && subexp_str(rd.dims[0].index) == subexp_str(e.dims.at(0).index))
        return true;
    }
    return false;
  }

  void body(const Body& b, bool cond_tainted) {
    for (const Stm& s : b.stms) {
      const Exp& e = s.exp;
      if (s.pat.size() == 1 && !s.pat[0].type.is_array()) defs[s.pat[0].name] = &e;
      if ((e.kind == Exp::Kind::Index || e.kind == Exp::Kind::Update) && r.root.count(e.array)) {
        const VName& p = r.root.at(e.array);
        if (e.dims.size() != 1 || e.dims[0].is_slice || s.pat.size() != 1) {
          ok = false;
          return;
        }
        if (e.kind == Exp::Kind::Index) {
          read.insert(p);
          r.tainted.insert(s.pat[0].name);
          continue;
        }
        r.root[s.pat[0].name] = p;
        const SubExp& i = e.dims[0].index;
        if (i.is_var() && i.var == loop_var && !increment(e)) {
          written.insert(p);
        } else if (increment(e) && !cond_tainted && !tainted(i)) {
          incremented.insert(p);
          r.increments++;
        } else {
          ok = false;
          return;
        }
        continue;
      }
      if (e.kind == Exp::Kind::If) {
        bool ct = cond_tainted || tainted(e.args.at(0));
        body(*e.bodies.at(0), ct);
        body(*e.bodies.at(1), ct);
        if (!ok) return;
        for (size_t k = 0; k < e.ret.size(); k++) {
          const SubExp& a = e.bodies[0]->result.at(k);
          const SubExp& c = e.bodies[1]->result.at(k);
          if (e.ret[k].is_array()) {
            if (!a.is_var() || !r.root.count(a.var)) {
              ok = false;
              return;
            }
            r.root[s.pat.at(k).name] = r.root.at(a.var);
          } else if (ct || tainted(a) || tainted(c)) {
            r.tainted.insert(s.pat.at(k).name);
          }
        }
        continue;
      }
      bool t = cond_tainted;
      walk::for_each_name_exp(e, [&](const VName& v, walk::Role role) {
        if (role == walk::Role::Use && r.tainted.count(v)) t = true;
      });
      if (t)
        for (auto& p : s.pat) r.tainted.insert(p.name);
    }
  }
};

}  // namespace

std::optional<RankLoop> rank_loop(const Exp& x) {
  if (x.kind != Exp::Kind::Loop || x.loop_kind != Exp::LoopKind::For || x.merge.empty())
    return std::nullopt;
  RankLoop r;
  for (auto& [p, init] : x.merge) {
    if (!p.type.is_array() || p.type.rank() != 1) return std::nullopt;
    r.root[p.name] = p.name;
  }
  RankWalk w{x.loop_var, r, {}, {}, {}, {}, true};
  w.body(*x.bodies.at(0), false);
  if (!w.ok || w.read.size() != 1 || w.incremented != w.read) return std::nullopt;
  const VName& counter = *w.read.begin();
  if (w.written.count(counter)) return std::nullopt;
  bool found = false;
  for (size_t k = 0; k < x.merge.size(); k++) {
    const Param& p = x.merge[k].first;
    if (p.name != counter) continue;
    found = true;
    r.counter = k;
    if (!is_int(p.type.elem) || !p.type.shape.at(0).is_const()) return std::nullopt;
    int64_t K = p.type.shape[0].value.as_i64();
    if (K <= 0 || K > kRankLoopMaxCounters) return std::nullopt;
  }
  // The loop's results are its parameters' last versions.
  for (size_t k = 0; k < x.merge.size(); k++) {
    const SubExp& res = x.bodies[0]->result.at(k);
    if (!res.is_var() || !r.root.count(res.var) || r.root.at(res.var) != x.merge[k].first.name)
      return std::nullopt;
  }
  if (!found) return std::nullopt;
  return r;
}

RowGroupInfo rowgroup_info(const Exp& seg) {
  RowGroupInfo info;
  const Body& b = *seg.bodies.at(0);
  std::map<VName, PrimType> elem;
  std::set<VName> outputs, chunked_reads;
  std::map<VName, int> hist_uses;
  for (const Stm& s : b.stms) {
    if (s.exp.kind == Exp::Kind::Hist) {
      info.m = s.exp.args.at(0);
      for (size_t q = 0; q + 1 < s.exp.arrays.size(); q++) hist_uses[s.exp.arrays[q]]++;
    }
    const Exp& e = s.exp;
    if (e.kind == Exp::Kind::Index && s.pat.size() == 1 && s.pat[0].type.is_array()) {
      info.rows.insert(s.pat[0].name);
      info.m = s.pat[0].type.shape.at(0);
      elem[s.pat[0].name] = s.pat[0].type.elem;
    }
    if (e.kind != Exp::Kind::Screma) continue;
    info.m = e.args.at(0);
    bool ch = rowgroup_chunked(e);
    std::set<VName> seen;
    for (auto& a : e.arrays)
      if (seen.insert(a).second) {
        info.screma_uses[a]++;
        if (ch) chunked_reads.insert(a);
      }
    for (auto& p : s.pat)
      if (p.type.is_array()) {
        outputs.insert(p.name);
        elem[p.name] = p.type.elem;
      }
  }
  std::set<VName> results;
  for (auto& r : b.result)
    if (r.is_var()) results.insert(r.var);
  for (const Stm& s : b.stms) {
    const Exp& e = s.exp;
    if (e.kind != Exp::Kind::Screma || !e.scans.empty() || !e.reduces.empty()) continue;
    bool inl = true, read = false;
    for (auto& p : s.pat) {
      if (info.screma_uses.count(p.name) || results.count(p.name)) inl = false;
      if (hist_uses.count(p.name)) read = true;
    }
    if (inl && read)
      for (auto& p : s.pat) info.inline_maps.insert(p.name);
  }
  for (auto& [a, uses] : hist_uses)
    if (outputs.count(a) && !info.inline_maps.count(a) && !info.screma_uses.count(a)) info.screma_uses[a] = 0;
  for (auto& [a, uses] : info.screma_uses) {
    bool keep = (outputs.count(a) && (uses > 0 || hist_uses.count(a))) ||
                (info.rows.count(a) && (uses >= 2 || chunked_reads.count(a)));
    if (!keep) continue;
    info.local.insert(a);
    info.bytes_per_elem += prim_bytes(elem.at(a));
  }
  return info;
}

}  // namespace runic::ir
