#include "ir/rowgroup.h"

namespace runic::ir {

bool rowgroup_chunked(const Exp& e) {
  if (!e.scans.empty()) return true;
  for (auto& op : e.reduces)
    if (!op.commutative) return true;
  return false;
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
