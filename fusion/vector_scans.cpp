// Scans of small fixed-size vectors as scans of tuples: see vector_scans.h.
#include "fusion/vector_scans.h"

#include <map>
#include <optional>

#include "fusion/fusion.h"
#include "ir/ir_walk.h"

namespace runic {

namespace {

using namespace ir;

constexpr int64_t kMaxScalars = 32;

DimIndex point(int64_t j) {
  DimIndex d;
  d.index = SubExp::constant(PrimValue::int_value(PrimType::I64, j));
  return d;
}

bool pure_map(const Exp& e) {
  return e.kind == Exp::Kind::Screma && e.scans.empty() && e.reduces.empty() && e.map_lambda.body;
}

// Appends `b`'s statements to `out` with every name they bind renamed to a
// fresh one (`ren` maps the names already renamed: the parameters the
// caller bound); returns b's results under the renaming.
std::vector<SubExp> inline_renamed(const Body& b, std::map<VName, VName> ren, std::vector<Stm>& out) {
  BodyPtr c = walk::clone_body(b);
  walk::for_each_name_body(*c, [&](VName& v, walk::Role r) {
    if (r == walk::Role::Bind) {
      VName f = fresh_name(v.substr(0, v.rfind('_')));
      ren[v] = f;
      v = f;
      return;
    }
    auto it = ren.find(v);
    if (it != ren.end()) v = it->second;
  });
  for (Stm& s : c->stms) out.push_back(std::move(s));
  return c->result;
}

// The scan operator `\a_1..a_p b_1..b_p -> map2 f a b` (one statement, a
// map of the 2p parameters in order): f, or none.
const Lambda* elementwise_op(const ReduceOp& op, size_t p) {
  const Lambda& ol = op.lambda;
  if (ol.params.size() != 2 * p || !ol.body || ol.body->stms.size() != 1 || ol.body->result.size() != p)
    return nullptr;
  const Stm& inner = ol.body->stms[0];
  if (!pure_map(inner.exp) || inner.exp.arrays.size() != 2 * p || inner.pat.size() != p) return nullptr;
  for (size_t q = 0; q < 2 * p; q++)
    if (inner.exp.arrays[q] != ol.params[q].name || ol.params[q].type.rank() != 1) return nullptr;
  for (size_t q = 0; q < p; q++)
    if (!ol.body->result[q].is_var() || ol.body->result[q].var != inner.pat[q].name) return nullptr;
  const Lambda& f = inner.exp.map_lambda;
  if (f.params.size() != 2 * p || f.ret.size() != p) return nullptr;
  for (auto& t : f.ret)
    if (t.is_array()) return nullptr;
  return &f;
}

class Rewriter {
 public:
  bool changed = false;

  void body(Body& b) {
    std::vector<Stm> out;
    for (Stm& s : b.stms) {
      if (s.exp.kind == Exp::Kind::Replicate && s.pat.size() == 1) replicates_[s.pat[0].name] = s.exp;
      if (s.exp.kind == Exp::Kind::Loop || s.exp.kind == Exp::Kind::If)
        for (auto& nb : s.exp.bodies)
          if (nb) body(*nb);
      if (rewrite(s, out) || row_read(s, out)) {
        changed = true;
        continue;
      }
      out.push_back(std::move(s));
    }
    b.stms = std::move(out);
  }

 private:
  std::map<VName, Exp> replicates_;
  // The rows of a rewritten scan by name: their k scanned columns.
  std::map<VName, std::vector<Param>> columns_;

  // `r = rows[i]` of a rewritten scan's rows (the totals `rows[n - 1]`):
  // read from the columns, `r = [c_0[i], ..., c_{k-1}[i]]`, so that the
  // rows map is not needed for it (backend/scan_fusion.h then takes such a
  // read of the last element from a reduction and fuses the scatter).
  bool row_read(const Stm& s, std::vector<Stm>& out) {
    const Exp& e = s.exp;
    if (e.kind != Exp::Kind::Index || s.pat.size() != 1 || s.pat[0].type.rank() != 1 || e.dims.size() != 1 ||
        e.dims[0].is_slice)
      return false;
    auto it = columns_.find(e.array);
    if (it == columns_.end()) return false;
    Exp lit;
    lit.kind = Exp::Kind::ArrayLit;
    lit.type = s.pat[0].type;
    for (const Param& c : it->second) {
      Param x{fresh_name("elem"), c.type.row()};
      Exp ix;
      ix.kind = Exp::Kind::Index;
      ix.array = c.name;
      ix.dims = e.dims;
      ix.loc = e.loc;
      ix.unsafe = e.unsafe;
      ix.index_rank = e.index_rank;
      out.push_back(Stm{{x}, std::move(ix), s.loc});
      lit.args.push_back(SubExp::variable(x.name));
    }
    out.push_back(Stm{s.pat, std::move(lit), s.loc});
    return true;
  }

  // The j-th element of the row `r` (a [k] array bound in `lam`'s body):
  // the building map's function at j, an array literal's element j, or an
  // index.
  SubExp element(const Lambda& lam, const SubExp& r, int64_t j, const Type& rt, std::vector<Stm>& out) {
    const Stm* def = nullptr;
    size_t pos = 0;
    for (const Stm& s : lam.body->stms)
      for (size_t q = 0; q < s.pat.size(); q++)
        if (r.is_var() && s.pat[q].name == r.var) def = &s, pos = q;
    if (def && def->exp.kind == Exp::Kind::ArrayLit && pos == 0 && (int64_t)def->exp.args.size() > j &&
        def->exp.type.rank() == 1)
      return def->exp.args[j];
    if (def && pure_map(def->exp) && def->exp.args.at(0).is_const() &&
        def->exp.args[0].value.as_i64() > j && def->exp.map_lambda.ret.size() == def->pat.size()) {
      const Lambda& g = def->exp.map_lambda;
      bool scalar = !g.ret[pos].is_array();
      for (size_t i = 0; i < g.params.size() && scalar; i++) scalar = !g.params[i].type.is_array();
      if (scalar && g.params.size() == def->exp.arrays.size()) {
        std::map<VName, VName> ren;
        for (size_t i = 0; i < g.params.size(); i++) {
          Param x{fresh_name(g.params[i].name.substr(0, g.params[i].name.rfind('_'))), g.params[i].type};
          Exp ix;
          ix.kind = Exp::Kind::Index;
          ix.unsafe = true;  // j < the map's size: in bounds
          ix.array = def->exp.arrays[i];
          ix.dims.push_back(point(j));
          ix.loc = def->loc;
          out.push_back(Stm{{x}, std::move(ix), def->loc});
          ren[g.params[i].name] = x.name;
        }
        return inline_renamed(*g.body, std::move(ren), out).at(pos);
      }
    }
    Param x{fresh_name("elem"), Type::scalar(rt.elem)};
    Exp ix;
    ix.kind = Exp::Kind::Index;
    ix.unsafe = true;  // j < k: in bounds
    ix.array = r.var;
    ix.dims.push_back(point(j));
    out.push_back(Stm{{x}, std::move(ix), {}});
    return SubExp::variable(x.name);
  }

  bool rewrite(const Stm& s, std::vector<Stm>& out) {
    const Exp& e = s.exp;
    if (e.kind != Exp::Kind::Screma || e.scans.size() != 1 || !e.reduces.empty() || !e.map_lambda.body)
      return false;
    const ReduceOp& op = e.scans[0];
    const size_t p = op.neutral.size();
    const Lambda& ml = e.map_lambda;
    if (ml.ret.size() < p || s.pat.size() != ml.ret.size() || ml.body->result.size() != ml.ret.size())
      return false;
    const Lambda* f = elementwise_op(op, p);
    if (!f) return false;
    // Row lengths: constants, at most kMaxScalars in all.
    std::vector<int64_t> ks;
    int64_t total = 0;
    for (size_t q = 0; q < p; q++) {
      const Type& rt = ml.ret[q];
      if (rt.rank() != 1 || !rt.shape[0].is_const()) return false;
      int64_t k = rt.shape[0].value.as_i64();
      if (k < 1) return false;
      ks.push_back(k);
      total += k;
    }
    if (total > kMaxScalars) return false;
    for (size_t q = 0; q < p; q++)  // map2 over rows of one length
      if (ks[q] != ks[0]) return false;
    // Neutral elements: replicate k v of a scalar v.
    std::vector<SubExp> ne;
    for (size_t q = 0; q < p; q++) {
      if (!op.neutral[q].is_var()) return false;
      auto it = replicates_.find(op.neutral[q].var);
      if (it == replicates_.end() || it->second.args.size() != 2) return false;
      const SubExp& v = it->second.args[1];
      if (v.is_var()) return false;  // a constant scalar (a variable could be an array)
      ne.push_back(v);
    }
    // The map part computes the rows (not the identity on stored rows).
    bool identity = ml.body->stms.empty();
    for (size_t q = 0; q < p && identity; q++) {
      identity = false;
      for (auto& prm : ml.params) identity = identity || (ml.body->result[q].is_var() && ml.body->result[q].var == prm.name);
    }
    if (identity) return false;
    // ... from scalars (an element's rows read from stored rows would be
    // read strided).
    for (auto& prm : ml.params)
      if (prm.type.is_array()) return false;

    // The new map lambda: the old body, then the rows' elements.
    Lambda nl;
    nl.params = ml.params;
    nl.body = walk::clone_body(*ml.body);
    std::vector<Stm> extra;
    std::vector<SubExp> scalars;
    for (size_t q = 0; q < p; q++)
      for (int64_t j = 0; j < ks[q]; j++) {
        scalars.push_back(element(nl, nl.body->result[q], j, ml.ret[q], extra));
        nl.ret.push_back(Type::scalar(ml.ret[q].elem));
      }
    for (Stm& t : extra) nl.body->stms.push_back(std::move(t));
    std::vector<SubExp> res = scalars;
    for (size_t q = p; q < ml.ret.size(); q++) {
      res.push_back(nl.body->result[q]);
      nl.ret.push_back(ml.ret[q]);
    }
    nl.body->result = std::move(res);

    // The operator on tuples: f on each component.
    ReduceOp top;
    top.commutative = op.commutative;
    std::vector<Param> as, bs;
    for (size_t q = 0; q < p; q++)
      for (int64_t j = 0; j < ks[q]; j++) {
        as.push_back(Param{fresh_name("a"), Type::scalar(ml.ret[q].elem)});
        bs.push_back(Param{fresh_name("b"), Type::scalar(ml.ret[q].elem)});
        top.neutral.push_back(ne[q]);
      }
    top.lambda.params = as;
    for (auto& b : bs) top.lambda.params.push_back(b);
    top.lambda.body = std::make_shared<Body>();
    std::vector<SubExp> ores(as.size());
    std::vector<size_t> base(p, 0);
    for (size_t q = 1; q < p; q++) base[q] = base[q - 1] + ks[q - 1];
    int64_t kmax = 0;
    for (int64_t k : ks) kmax = std::max(kmax, k);
    for (int64_t j = 0; j < kmax; j++) {
      std::map<VName, VName> ren;
      for (size_t q = 0; q < p; q++) {
        ren[f->params[q].name] = as[base[q] + j].name;
        ren[f->params[p + q].name] = bs[base[q] + j].name;
      }
      std::vector<SubExp> r = inline_renamed(*f->body, ren, top.lambda.body->stms);
      for (size_t q = 0; q < p; q++) ores[base[q] + j] = r.at(q);
    }
    top.lambda.body->result = ores;
    for (auto& a : as) top.lambda.ret.push_back(a.type);

    Stm scan;
    scan.loc = s.loc;
    scan.exp = walk::clone_exp(e);
    scan.exp.map_lambda = std::move(nl);
    scan.exp.scans = {std::move(top)};
    std::vector<std::vector<Param>> cols(p);
    const SubExp w = e.args.at(0);
    for (size_t q = 0; q < p; q++)
      for (int64_t j = 0; j < ks[q]; j++) {
        Param c{fresh_name("scanned_col"), Type::scalar(ml.ret[q].elem).array_of(w)};
        cols[q].push_back(c);
        scan.pat.push_back(c);
      }
    for (size_t q = p; q < s.pat.size(); q++) scan.pat.push_back(s.pat[q]);
    out.push_back(std::move(scan));

    // The rows again: map(n, cols, \x.. -> [x..]).
    Stm rows;
    rows.loc = s.loc;
    rows.exp.kind = Exp::Kind::Screma;
    rows.exp.args = {w};
    Lambda rl;
    rl.body = std::make_shared<Body>();
    for (size_t q = 0; q < p; q++) {
      Exp lit;
      lit.kind = Exp::Kind::ArrayLit;
      Type rt{ml.ret[q].elem, {SubExp::constant(PrimValue::int_value(PrimType::I64, ks[q]))}, false};
      lit.type = rt;
      for (int64_t j = 0; j < ks[q]; j++) {
        Param x{fresh_name("x"), Type::scalar(ml.ret[q].elem)};
        rl.params.push_back(x);
        rows.exp.arrays.push_back(cols[q][j].name);
        lit.args.push_back(SubExp::variable(x.name));
      }
      Param r{fresh_name("row"), rt};
      rl.body->stms.push_back(Stm{{r}, std::move(lit), s.loc});
      rl.body->result.push_back(SubExp::variable(r.name));
      rl.ret.push_back(rt);
      rows.pat.push_back(s.pat[q]);
      columns_[s.pat[q].name] = cols[q];
    }
    rows.exp.map_lambda = std::move(rl);
    out.push_back(std::move(rows));
    return true;
  }
};

}  // namespace

Program vector_scans_as_tuples(const Program& prog) {
  Program p = walk::clone_program(prog);
  Rewriter rw;
  for (auto& f : p.functions)
    if (f.body) rw.body(*f.body);
  // The row maps fuse into their readers.
  return rw.changed ? fuse(p) : prog;
}

}  // namespace runic
