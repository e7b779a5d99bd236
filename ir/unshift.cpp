// Exclusive scans read at their own index as inclusive scans minus the
// element (see unshift.h).
#include "ir/unshift.h"

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "ir/ir_walk.h"

namespace runic::ir {
namespace {

bool is_int_const(const SubExp& s, int64_t v) {
  return s.is_const() && is_int(s.value.type) && s.value.as_i64() == v;
}

bool same(const SubExp& a, const SubExp& b) { return subexp_str(a) == subexp_str(b); }

// Every nested body of an expression (branches, loop and SegOp bodies,
// lambdas).
template <class F>
void for_each_nested_body(Exp& e, F&& f) {
  for (BodyPtr& b : e.bodies)
    if (b) f(*b);
  if (e.map_lambda.body) f(*e.map_lambda.body);
  for (auto* ops : {&e.scans, &e.reduces})
    for (ReduceOp& op : *ops)
      if (op.lambda.body) f(*op.lambda.body);
}

// Names an expression (or a body in it) may consume: arrays updated in
// place, scatter and histogram destinations, loop initial values.
void consumed(Body& b, std::set<VName>& out) {
  for (Stm& s : b.stms) {
    Exp& e = s.exp;
    if (e.kind == Exp::Kind::Update) out.insert(e.array);
    if (e.kind == Exp::Kind::Scatter || e.kind == Exp::Kind::Hist) {
      const size_t k = e.arrays.size() / 2;
      for (size_t j = e.arrays.size() - k; j < e.arrays.size(); ++j) out.insert(e.arrays[j]);
    }
    if (e.kind == Exp::Kind::SegOp)
      for (const VName& a : e.arrays) out.insert(a);
    for (auto& m : e.merge)
      if (m.second.is_var()) out.insert(m.second.var);
    for_each_nested_body(e, [&](Body& nb) { consumed(nb, out); });
  }
}

// The inverse of an invertible scan operator: BinOp::Sub for integer +,
// BinOp::Xor for xor; nullopt for anything else.  `op` has one component.
std::optional<BinOp> inverse_of(const ReduceOp& op) {
  const Lambda& l = op.lambda;
  if (op.neutral.size() != 1 || l.params.size() != 2 || !l.body || l.body->stms.size() != 1 ||
      l.body->result.size() != 1 || !is_int_const(op.neutral[0], 0))
    return std::nullopt;
  const Stm& s = l.body->stms[0];
  const Exp& e = s.exp;
  if (s.pat.size() != 1 || e.kind != Exp::Kind::BinOp || !is_int(e.prim) || e.args.size() != 2 ||
      !l.body->result[0].is_var() || l.body->result[0].var != s.pat[0].name)
    return std::nullopt;
  const std::set<VName> ps = {l.params[0].name, l.params[1].name};
  if (!e.args[0].is_var() || !e.args[1].is_var() || e.args[0].var == e.args[1].var || !ps.count(e.args[0].var) ||
      !ps.count(e.args[1].var))
    return std::nullopt;
  if (e.binop == BinOp::Add) return BinOp::Sub;
  if (e.binop == BinOp::Xor) return BinOp::Xor;
  return std::nullopt;
}

// Statements that cannot fail wherever they are evaluated (given their
// reads of the shifted index, checked apart).
bool cannot_fail(const Body& b, const VName& j);
bool cannot_fail(const Stm& s, const VName& j) {
  const Exp& e = s.exp;
  switch (e.kind) {
    case Exp::Kind::SubExp:
    case Exp::Kind::CmpOp:
    case Exp::Kind::UnOp:
    case Exp::Kind::Convert:
    case Exp::Kind::PrimFun: return true;
    case Exp::Kind::BinOp:
      if (!is_int(e.prim)) return true;
      return e.binop != BinOp::Div && e.binop != BinOp::Mod && e.binop != BinOp::Quot && e.binop != BinOp::Rem &&
             e.binop != BinOp::Pow;
    case Exp::Kind::Index: return e.array != j && e.dims.size() == 1 && !e.dims[0].is_slice &&
                                  e.dims[0].index.is_var() && e.dims[0].index.var == j;
    case Exp::Kind::If:
      return e.bodies.size() == 2 && e.bodies[0] && e.bodies[1] && cannot_fail(*e.bodies[0], j) &&
             cannot_fail(*e.bodies[1], j);
    default: return false;
  }
}
bool cannot_fail(const Body& b, const VName& j) {
  for (const Stm& s : b.stms)
    if (!cannot_fail(s, j)) return false;
  return true;
}

// A shifted exclusive scan: `scan op 0 (map (\i -> if i == 0 then 0 else
// g (i - 1)) (iota w))`.
struct Shifted {
  std::vector<VName> results;  // the scan's results (ex)
  std::vector<Type> types;     // their types ([w]t)
  SubExp w;
  std::vector<BinOp> inverse;  // per component
  // g: the else branch's statements without `j = i - 1`; its reads `a[j]`
  // by array (in order of first read), its results.
  VName j;
  std::vector<Stm> g;
  std::vector<VName> read_arrays;
  std::vector<SubExp> g_results;
  std::vector<Type> elem_types;  // the scan's element types
};

class Unshift {
 public:
  explicit Unshift(Function& f) : f_(f) {}

  void run() {
    if (!f_.body) return;
    consumed(*f_.body, consumed_);
    for (const Param& p : f_.params)
      if (p.type.is_array()) array_types_[p.name] = p.type;
    collect(*f_.body);
    uses_ = walk::count_uses(*f_.body);
    rewrite(*f_.body);
  }

 private:
  Function& f_;
  std::map<VName, Exp> iotas_;
  std::map<VName, Type> array_types_;
  std::set<VName> consumed_;
  std::map<VName, int> uses_;
  // ex result name -> (the rewrite, its component, the inclusive scan's result)
  struct Replaced {
    const Shifted* shifted;
    size_t comp;
    VName inc;
  };
  std::map<VName, Replaced> replaced_;
  std::vector<std::unique_ptr<Shifted>> done_;

  // Inclusive scans (one component of + or xor from 0) whose scanned
  // values are also a mapped result of the same Screma (after fusion: the
  // flags of a compaction and their scan), by the scan's result.
  struct Inclusive {
    BinOp inverse;
    VName x;     // the mapped result holding element i's scanned value, or none:
    Lambda g;    // then the Screma's map lambda (it cannot fail) computes it
    std::vector<VName> arrays;  // from elements of the Screma's inputs
    size_t comp = 0;            // as its result comp
    Type elem;   // the element type
    SubExp w;    // the width
  };
  std::map<VName, Inclusive> incs_;
  // Array literals, slices and concatenations of one result, by name.
  std::map<VName, Exp> parts_;
  // Exclusive scans written `concat [0] inc[0:+(w - 1)]` that are replaced:
  // ex -> inc.
  std::map<VName, VName> from_inc_;

  void note_inclusive(const Stm& s) {
    const Exp& e = s.exp;
    if (e.kind != Exp::Kind::Screma || e.scans.empty() || !e.reduces.empty() || e.args.size() != 1 ||
        !e.map_lambda.body)
      return;
    const Body& lb = *e.map_lambda.body;
    size_t k = 0;
    for (const ReduceOp& op : e.scans) k += op.neutral.size();
    if (lb.result.size() != s.pat.size() || k > s.pat.size()) return;
    size_t c = 0;
    for (const ReduceOp& op : e.scans) {
      const size_t here = c;
      c += op.neutral.size();
      auto inv = inverse_of(op);
      if (!inv || !lb.result[here].is_var() || s.pat[here].type.rank() != 1 || consumed_.count(s.pat[here].name))
        continue;
      Inclusive in{*inv, VName{}, e.map_lambda, e.arrays, here, s.pat[here].type.row(), e.args[0]};
      for (size_t m = k; m < s.pat.size() && in.x.empty(); ++m)
        if (lb.result[m].is_var() && lb.result[m].var == lb.result[here].var && s.pat[m].type.rank() == 1 &&
            !consumed_.count(s.pat[m].name))
          in.x = s.pat[m].name;
      bool inputs_ok = e.map_lambda.params.size() == e.arrays.size() && cannot_fail(lb, VName{});
      for (const VName& a : e.arrays) {
        auto at = array_types_.find(a);
        inputs_ok = inputs_ok && !consumed_.count(a) && at != array_types_.end() && at->second.rank() >= 1 &&
                    same(at->second.shape[0], e.args[0]);
      }
      if (!in.x.empty() || inputs_ok) incs_[s.pat[here].name] = std::move(in);
    }
  }

  // Element i's scanned value of `in` where the Screma's inputs' elements
  // i are `elems`: g's statements (fresh names) appended to `out`.
  SubExp scanned_value(const Inclusive& in, const std::vector<SubExp>& elems, std::vector<Stm>& out,
                       const Span& loc) {
    Exp wrap;
    wrap.kind = Exp::Kind::If;
    auto gb = std::make_shared<Body>();
    for (size_t a = 0; a < elems.size(); ++a) {
      Stm b;
      b.pat = {in.g.params[a]};
      b.exp.kind = Exp::Kind::SubExp;
      b.exp.args = {elems[a]};
      b.loc = loc;
      gb->stms.push_back(std::move(b));
    }
    for (const Stm& st : in.g.body->stms) gb->stms.push_back(st);
    gb->result = {in.g.body->result[in.comp]};
    wrap.bodies = {gb};
    wrap = walk::clone_exp(wrap);
    std::map<VName, VName> fresh;
    walk::for_each_name_exp(wrap, [&](VName& v, walk::Role r) {
      if (r == walk::Role::Bind && !fresh.count(v)) fresh[v] = fresh_name(v);
    });
    walk::for_each_name_exp(wrap, [&](VName& v, walk::Role) {
      auto it = fresh.find(v);
      if (it != fresh.end()) v = it->second;
    });
    for (Stm& st : wrap.bodies[0]->stms) out.push_back(std::move(st));
    return wrap.bodies[0]->result[0];
  }

  void collect(Body& b) {
    for (Stm& s : b.stms) {
      for (const Param& p : s.pat)
        if (p.type.is_array()) array_types_[p.name] = p.type;
      if (s.exp.kind == Exp::Kind::Iota && s.pat.size() == 1) iotas_[s.pat[0].name] = s.exp;
      if ((s.exp.kind == Exp::Kind::ArrayLit || s.exp.kind == Exp::Kind::Index || s.exp.kind == Exp::Kind::Concat) &&
          s.pat.size() == 1)
        parts_[s.pat[0].name] = s.exp;
      for_each_nested_body(s.exp, [&](Body& nb) { collect(nb); });
      auto params = [&](Lambda& l) {
        for (const Param& p : l.params)
          if (p.type.is_array()) array_types_[p.name] = p.type;
      };
      params(s.exp.map_lambda);
      note_inclusive(s);
    }
  }

  // The shifted scan `s` is, or null.
  std::unique_ptr<Shifted> match(const Stm& s) {
    const Exp& e = s.exp;
    if (e.kind != Exp::Kind::Screma || e.scans.empty() || !e.reduces.empty() || e.args.size() != 1 ||
        e.arrays.size() != 1 || e.map_lambda.params.size() != 1 || !e.map_lambda.body)
      return nullptr;
    auto sh = std::make_unique<Shifted>();
    sh->w = e.args[0];
    for (const ReduceOp& op : e.scans) {
      auto inv = inverse_of(op);
      if (!inv) return nullptr;
      sh->inverse.push_back(*inv);
    }
    const size_t k = sh->inverse.size();
    if (s.pat.size() != k || e.map_lambda.ret.size() != k) return nullptr;
    auto io = iotas_.find(e.arrays[0]);
    if (io == iotas_.end() || io->second.args.size() != 3 || !same(io->second.args[0], sh->w) ||
        !is_int_const(io->second.args[1], 0) || !is_int_const(io->second.args[2], 1))
      return nullptr;
    const VName i = e.map_lambda.params[0].name;
    // \i -> let c = i == 0 in let r = if c then 0 else {...} in r
    const Body& lb = *e.map_lambda.body;
    if (lb.stms.size() != 2) return nullptr;
    const Stm& cmp = lb.stms[0];
    const Stm& sel = lb.stms[1];
    if (cmp.pat.size() != 1 || cmp.exp.kind != Exp::Kind::CmpOp || cmp.exp.cmpop != CmpOp::Eq ||
        cmp.exp.args.size() != 2)
      return nullptr;
    const bool i_first = cmp.exp.args[0].is_var() && cmp.exp.args[0].var == i && is_int_const(cmp.exp.args[1], 0);
    const bool i_second = cmp.exp.args[1].is_var() && cmp.exp.args[1].var == i && is_int_const(cmp.exp.args[0], 0);
    if (!i_first && !i_second) return nullptr;
    if (sel.exp.kind != Exp::Kind::If || sel.exp.bodies.size() != 2 || !sel.exp.bodies[0] || !sel.exp.bodies[1] ||
        !sel.exp.args[0].is_var() || sel.exp.args[0].var != cmp.pat[0].name || sel.pat.size() != k ||
        lb.result.size() != k)
      return nullptr;
    for (size_t c = 0; c < k; ++c)
      if (!lb.result[c].is_var() || lb.result[c].var != sel.pat[c].name) return nullptr;
    const Body& first = *sel.exp.bodies[0];
    if (!first.stms.empty() || first.result.size() != k) return nullptr;
    for (size_t c = 0; c < k; ++c)
      if (!is_int_const(first.result[c], 0)) return nullptr;
    const Body& rest = *sel.exp.bodies[1];
    // j = i - 1, then g reading j only as a[j] of arrays of outer size w.
    size_t jpos = rest.stms.size();
    for (size_t t = 0; t < rest.stms.size(); ++t) {
      const Exp& x = rest.stms[t].exp;
      if (x.kind == Exp::Kind::BinOp && x.binop == BinOp::Sub && x.prim == PrimType::I64 && x.args.size() == 2 &&
          x.args[0].is_var() && x.args[0].var == i && is_int_const(x.args[1], 1) && rest.stms[t].pat.size() == 1) {
        jpos = t;
        break;
      }
    }
    if (jpos == rest.stms.size()) return nullptr;
    sh->j = rest.stms[jpos].pat[0].name;
    for (size_t t = 0; t < rest.stms.size(); ++t)
      if (t != jpos) sh->g.push_back(rest.stms[t]);
    sh->g_results = rest.result;
    for (const Type& t : e.map_lambda.ret) sh->elem_types.push_back(t);
    // i only in j's definition; j only in reads a[j].
    Body gb;
    gb.stms = sh->g;
    gb.result = sh->g_results;
    auto gu = walk::count_uses(gb);
    if (gu.count(i)) return nullptr;
    if (!cannot_fail(gb, sh->j)) return nullptr;
    int j_reads = 0;
    std::set<VName> bound;
    walk::for_each_name_body(gb, [&](const VName& v, walk::Role r) {
      if (r == walk::Role::Bind) bound.insert(v);
    });
    bool ok = true;
    std::function<void(const Body&)> reads = [&](const Body& b) {
      for (const Stm& st : b.stms) {
        const Exp& x = st.exp;
        if (x.kind == Exp::Kind::Index && x.dims.size() == 1 && !x.dims[0].is_slice && x.dims[0].index.is_var() &&
            x.dims[0].index.var == sh->j) {
          ++j_reads;
          auto at = array_types_.find(x.array);
          if (bound.count(x.array) || at == array_types_.end() || at->second.rank() != 1 ||
              !same(at->second.shape[0], sh->w) || consumed_.count(x.array) || st.pat.size() != 1)
            ok = false;
          else if (std::find(sh->read_arrays.begin(), sh->read_arrays.end(), x.array) == sh->read_arrays.end())
            sh->read_arrays.push_back(x.array);
        }
        for (const BodyPtr& nb : x.bodies)
          if (nb) reads(*nb);
      }
    };
    reads(gb);
    if (!ok || j_reads != (gu.count(sh->j) ? gu.at(sh->j) : 0)) return nullptr;
    for (const Param& p : s.pat) {
      if (p.type.rank() != 1 || consumed_.count(p.name)) return nullptr;
      sh->results.push_back(p.name);
      sh->types.push_back(p.type);
    }
    return sh;
  }

  // Whether every use of the scan's results is a map input over w or a
  // read of one element.
  bool readers_ok(const Shifted& sh) { return readers_ok(sh.results, sh.w); }
  bool readers_ok(const std::vector<VName>& results, const SubExp& w) {
    struct {
      const std::vector<VName>& results;
      const SubExp& w;
    } sh{results, w};
    std::map<VName, int> ok;
    std::function<void(Body&)> walk_body = [&](Body& b) {
      for (Stm& s : b.stms) {
        Exp& e = s.exp;
        if (e.kind == Exp::Kind::Screma && e.args.size() == 1 && same(e.args[0], sh.w) &&
            e.map_lambda.params.size() == e.arrays.size())
          for (const VName& a : e.arrays)
            for (const VName& r : sh.results)
              if (a == r) ok[r]++;
        if (e.kind == Exp::Kind::Index && e.dims.size() == 1 && !e.dims[0].is_slice && s.pat.size() == 1)
          for (const VName& r : sh.results)
            if (e.array == r) ok[r]++;
        for_each_nested_body(e, walk_body);
      }
    };
    walk_body(*f_.body);
    for (const VName& r : sh.results) {
      const int n = uses_.count(r) ? uses_.at(r) : 0;
      if (ok[r] != n) return false;
    }
    return true;
  }

  // g with fresh bound names and its reads a[j] replaced by `reads`
  // (one per read array): appended to `out`; its results.
  std::vector<SubExp> emit_g(const Shifted& sh, const std::map<VName, SubExp>& reads, std::vector<Stm>& out,
                             const std::optional<DimIndex>& index_for_arrays, bool unsafe, const Span& loc) {
    Exp wrap;
    wrap.kind = Exp::Kind::If;
    auto gb = std::make_shared<Body>();
    gb->stms = sh.g;
    gb->result = sh.g_results;
    wrap.bodies = {gb};
    wrap = walk::clone_exp(wrap);
    std::map<VName, VName> fresh;
    walk::for_each_name_exp(wrap, [&](VName& v, walk::Role r) {
      if (r == walk::Role::Bind && !fresh.count(v)) fresh[v] = fresh_name(v);
    });
    walk::for_each_name_exp(wrap, [&](VName& v, walk::Role) {
      auto it = fresh.find(v);
      if (it != fresh.end()) v = it->second;
    });
    // Reads a[j] -> the given value, or a read at the given index.
    std::function<void(Body&)> fix = [&](Body& b) {
      for (Stm& st : b.stms) {
        Exp& x = st.exp;
        if (x.kind == Exp::Kind::Index && x.dims.size() == 1 && !x.dims[0].is_slice && x.dims[0].index.is_var() &&
            x.dims[0].index.var == sh.j) {
          if (index_for_arrays) {
            x.dims = {*index_for_arrays};
            x.unsafe = unsafe;
            x.loc = loc;
          } else {
            Exp v;
            v.kind = Exp::Kind::SubExp;
            v.args = {reads.at(x.array)};
            x = v;
          }
        }
        for (BodyPtr& nb : x.bodies)
          if (nb) fix(*nb);
      }
    };
    fix(*wrap.bodies[0]);
    for (Stm& st : wrap.bodies[0]->stms) out.push_back(std::move(st));
    return wrap.bodies[0]->result;
  }

  static Stm binop_stm(const Param& p, BinOp op, PrimType t, SubExp a, SubExp b, const Span& loc) {
    Stm s;
    s.pat = {p};
    s.exp.kind = Exp::Kind::BinOp;
    s.exp.binop = op;
    s.exp.prim = t;
    s.exp.args = {std::move(a), std::move(b)};
    s.loc = loc;
    return s;
  }

  // The inclusive scan replacing `s` (shifted scan `sh`).
  Stm inclusive(const Stm& s, const Shifted& sh) {
    Stm r;
    r.loc = s.loc;
    r.exp.kind = Exp::Kind::Screma;
    r.exp.args = {sh.w};
    r.exp.scans = s.exp.scans;
    r.exp.map_lambda.ret = s.exp.map_lambda.ret;
    std::map<VName, SubExp> reads;
    for (const VName& a : sh.read_arrays) {
      const Type et = array_types_.at(a).row();
      const VName p = fresh_name("unshift_x");
      r.exp.arrays.push_back(a);
      r.exp.map_lambda.params.push_back(Param{p, et});
      reads[a] = SubExp::variable(p);
    }
    if (sh.read_arrays.empty()) {
      r.exp.arrays.push_back(s.exp.arrays[0]);
      r.exp.map_lambda.params.push_back(Param{fresh_name("unshift_i"), Type::scalar(PrimType::I64)});
    }
    auto body = std::make_shared<Body>();
    body->result = emit_g(sh, reads, body->stms, std::nullopt, false, s.loc);
    r.exp.map_lambda.body = body;
    r.exp = walk::clone_exp(r.exp);
    for (size_t c = 0; c < sh.results.size(); ++c)
      r.pat.push_back(Param{fresh_name("unshift_inc"), sh.types[c]});
    return r;
  }

  void rewrite(Body& b) {
    std::vector<Stm> out;
    out.reserve(b.stms.size());
    for (Stm& s : b.stms) {
      // Readers first (a reader is never the scan itself).
      if (s.exp.kind == Exp::Kind::Index && s.exp.dims.size() == 1 && !s.exp.dims[0].is_slice &&
          s.pat.size() == 1 && replaced_.count(s.exp.array)) {
        const Replaced& rp = replaced_.at(s.exp.array);
        const Shifted& sh = *rp.shifted;
        Stm t = s;
        t.exp.array = rp.inc;
        t.pat = {Param{fresh_name("unshift_last"), s.pat[0].type}};
        const SubExp tv = SubExp::variable(t.pat[0].name);
        out.push_back(t);
        auto g = emit_g(sh, {}, out, s.exp.dims[0], s.exp.unsafe, s.exp.loc.known() ? s.exp.loc : s.loc);
        out.push_back(binop_stm(s.pat[0], sh.inverse[rp.comp], sh.elem_types[rp.comp].elem, tv, g[rp.comp], s.loc));
        continue;
      }
      if (s.exp.kind == Exp::Kind::Index && s.exp.dims.size() == 1 && !s.exp.dims[0].is_slice &&
          s.pat.size() == 1 && from_inc_.count(s.exp.array)) {
        // ex[k] = inc[k] - x[k].
        const VName& inc = from_inc_.at(s.exp.array);
        const Inclusive& in = incs_.at(inc);
        Stm t = s;
        t.exp.array = inc;
        t.pat = {Param{fresh_name("unshift_last"), s.pat[0].type}};
        const SubExp tv = SubExp::variable(t.pat[0].name);
        out.push_back(std::move(t));
        SubExp uv;
        if (!in.x.empty()) {
          Stm u = s;
          u.exp.array = in.x;
          u.pat = {Param{fresh_name("unshift_elem"), s.pat[0].type}};
          uv = SubExp::variable(u.pat[0].name);
          out.push_back(std::move(u));
        } else {
          std::vector<SubExp> elems;
          for (size_t a = 0; a < in.arrays.size(); ++a) {
            Stm u = s;
            u.exp.array = in.arrays[a];
            u.pat = {Param{fresh_name("unshift_elem"), in.g.params[a].type}};
            elems.push_back(SubExp::variable(u.pat[0].name));
            out.push_back(std::move(u));
          }
          uv = scanned_value(in, elems, out, s.loc);
        }
        out.push_back(binop_stm(s.pat[0], in.inverse, in.elem.elem, tv, uv, s.loc));
        continue;
      }
      if (auto inc = concat_of_inclusive(s)) {
        // The slice inc[0:+k] is no longer read: its bounds check stays
        // (`init` of an empty array fails).
        const Exp& pre = parts_.at(s.exp.arrays[1]);
        if (!pre.unsafe)
          for (Stm& c : slice_bounds_checks(array_types_.at(*inc), pre.dims, pre.loc.known() ? pre.loc : s.loc))
            out.push_back(std::move(c));
        from_inc_[s.pat[0].name] = *inc;
        continue;
      }
      if (s.exp.kind == Exp::Kind::Screma) {
        rewrite_map(s);
        rewrite_map_from_inc(s);
        shifted_reads_in_map(s);
      }
      for_each_nested_body(s.exp, [&](Body& nb) { rewrite(nb); });
      if (auto sh = match(s)) {
        if (readers_ok(*sh)) {
          Stm inc = inclusive(s, *sh);
          for (size_t c = 0; c < sh->results.size(); ++c)
            replaced_[sh->results[c]] = Replaced{sh.get(), c, inc.pat[c].name};
          out.push_back(std::move(inc));
          done_.push_back(std::move(sh));
          continue;
        }
      }
      out.push_back(std::move(s));
    }
    b.stms = std::move(out);
  }

  // `ex = concat(w, [0], inc[0:+k])` (k = w - 1, `[0] ++ init inc`), inc an
  // inclusive scan of width w with its scanned values mapped out too, and
  // every use of ex a map over w or an element read: inc.
  std::optional<VName> concat_of_inclusive(const Stm& s) {
    const Exp& e = s.exp;
    if (e.kind != Exp::Kind::Concat || s.pat.size() != 1 || e.arrays.size() != 2 || e.args.size() != 1 ||
        s.pat[0].type.rank() != 1 || consumed_.count(s.pat[0].name))
      return std::nullopt;
    auto lit = parts_.find(e.arrays[0]);
    auto pre = parts_.find(e.arrays[1]);
    if (lit == parts_.end() || pre == parts_.end() || lit->second.kind != Exp::Kind::ArrayLit ||
        lit->second.args.size() != 1 || !is_int_const(lit->second.args[0], 0) ||
        pre->second.kind != Exp::Kind::Index || pre->second.dims.size() != 1 || !pre->second.dims[0].is_slice ||
        !is_int_const(pre->second.dims[0].start, 0) || !is_int_const(pre->second.dims[0].stride, 1))
      return std::nullopt;
    auto in = incs_.find(pre->second.array);
    if (in == incs_.end() || !same(in->second.w, e.args[0]) || !readers_ok({s.pat[0].name}, e.args[0]))
      return std::nullopt;
    return pre->second.array;
  }

  // Element i's scanned value of `in` in the map `e` (at its own index):
  // the mapped result, or g of the Screma's inputs, added as inputs of e.
  SubExp element_value(const Inclusive& in, Exp& e, std::vector<Stm>& out, const Span& loc) {
    if (!in.x.empty()) {
      const VName r = fresh_name("unshift_x");
      e.arrays.push_back(in.x);
      e.map_lambda.params.push_back(Param{r, in.elem});
      return SubExp::variable(r);
    }
    std::vector<SubExp> elems;
    for (size_t a = 0; a < in.arrays.size(); ++a) {
      const VName r = fresh_name("unshift_x");
      e.arrays.push_back(in.arrays[a]);
      e.map_lambda.params.push_back(Param{r, in.g.params[a].type});
      elems.push_back(SubExp::variable(r));
    }
    return scanned_value(in, elems, out, loc);
  }

  // A map reading exclusive scans written as concatenations: reads the
  // inclusive scan and its mapped values, and subtracts.
  void rewrite_map_from_inc(Stm& s) {
    Exp& e = s.exp;
    if (e.map_lambda.params.size() != e.arrays.size() || !e.map_lambda.body) return;
    std::vector<Stm> pre;
    for (size_t a = 0; a < e.arrays.size(); ++a) {
      auto it = from_inc_.find(e.arrays[a]);
      if (it == from_inc_.end()) continue;
      const Inclusive& in = incs_.at(it->second);
      const Param p = e.map_lambda.params[a];
      const VName q = fresh_name("unshift_inc_x");
      e.arrays[a] = it->second;
      e.map_lambda.params[a] = Param{q, in.elem};
      const SubExp r = element_value(in, e, pre, s.loc);
      pre.push_back(binop_stm(p, in.inverse, in.elem.elem, SubExp::variable(q), r, s.loc));
    }
    if (pre.empty()) return;
    auto nb = std::make_shared<Body>(*e.map_lambda.body);
    pre.insert(pre.end(), nb->stms.begin(), nb->stms.end());
    nb->stms = std::move(pre);
    e.map_lambda.body = nb;
  }

  // In a map over `iota w` (parameter i), `if i == 0 then 0 else inc[i -
  // 1]` (`tabulate w (\i -> if i == 0 then 0 else s[i - 1])`, s an
  // inclusive scan of width w with its scanned values mapped out too): the
  // map reads inc and those values at i and subtracts.
  void shifted_reads_in_map(Stm& s) {
    Exp& e = s.exp;
    if (e.map_lambda.params.size() != e.arrays.size() || !e.map_lambda.body || e.args.size() != 1) return;
    VName i;
    for (size_t a = 0; a < e.arrays.size() && i.empty(); ++a) {
      auto io = iotas_.find(e.arrays[a]);
      if (io != iotas_.end() && io->second.args.size() == 3 && same(io->second.args[0], e.args[0]) &&
          is_int_const(io->second.args[1], 0) && is_int_const(io->second.args[2], 1) &&
          io->second.prim == PrimType::I64)
        i = e.map_lambda.params[a].name;
    }
    if (i.empty()) return;
    std::set<VName> firsts;  // i == 0
    std::map<VName, std::pair<VName, SubExp>> params;  // inc -> (its parameter, the scanned value)
    std::vector<Stm> pre;               // computing the scanned values
    std::map<size_t, Stm> repl;         // the replaced statements
    const Body lb = *e.map_lambda.body;
    for (size_t t = 0; t < lb.stms.size(); ++t) {
      const Stm& st = lb.stms[t];
      const Exp& x = st.exp;
      if (x.kind == Exp::Kind::CmpOp && x.cmpop == CmpOp::Eq && x.args.size() == 2 && st.pat.size() == 1 &&
          ((x.args[0].is_var() && x.args[0].var == i && is_int_const(x.args[1], 0)) ||
           (x.args[1].is_var() && x.args[1].var == i && is_int_const(x.args[0], 0))))
        firsts.insert(st.pat[0].name);
      if (x.kind != Exp::Kind::If || st.pat.size() != 1 || x.bodies.size() != 2 || !x.bodies[0] || !x.bodies[1] ||
          !x.args[0].is_var() || !firsts.count(x.args[0].var))
        continue;
      const Body& b0 = *x.bodies[0];
      const Body& b1 = *x.bodies[1];
      if (!b0.stms.empty() || b0.result.size() != 1 || !is_int_const(b0.result[0], 0) || b1.stms.size() != 2 ||
          b1.result.size() != 1 || !b1.result[0].is_var())
        continue;
      const Stm& js = b1.stms[0];
      const Stm& rd = b1.stms[1];
      if (js.exp.kind != Exp::Kind::BinOp || js.exp.binop != BinOp::Sub || js.pat.size() != 1 ||
          js.exp.args.size() != 2 || !js.exp.args[0].is_var() || js.exp.args[0].var != i ||
          !is_int_const(js.exp.args[1], 1) || rd.exp.kind != Exp::Kind::Index || rd.pat.size() != 1 ||
          rd.pat[0].name != b1.result[0].var || rd.exp.dims.size() != 1 || rd.exp.dims[0].is_slice ||
          !rd.exp.dims[0].index.is_var() || rd.exp.dims[0].index.var != js.pat[0].name)
        continue;
      auto in = incs_.find(rd.exp.array);
      if (in == incs_.end() || !same(in->second.w, e.args[0])) continue;
      auto& pq = params[rd.exp.array];
      if (pq.first.empty()) {
        pq.first = fresh_name("unshift_inc_x");
        e.arrays.push_back(rd.exp.array);
        e.map_lambda.params.push_back(Param{pq.first, in->second.elem});
        pq.second = element_value(in->second, e, pre, st.loc);
      }
      repl[t] = binop_stm(st.pat[0], in->second.inverse, in->second.elem.elem, SubExp::variable(pq.first),
                          pq.second, st.loc);
    }
    if (repl.empty()) return;
    auto nb = std::make_shared<Body>();
    nb->stms = std::move(pre);
    for (size_t t = 0; t < lb.stms.size(); ++t) nb->stms.push_back(repl.count(t) ? repl.at(t) : lb.stms[t]);
    nb->result = lb.result;
    e.map_lambda.body = nb;
  }

  // A map reading replaced scans: reads the inclusive scans and g's arrays
  // instead, and computes each exclusive value in its lambda.
  void rewrite_map(Stm& s) {
    Exp& e = s.exp;
    bool any = false;
    for (const VName& a : e.arrays) any = any || replaced_.count(a);
    if (!any || e.map_lambda.params.size() != e.arrays.size() || !e.map_lambda.body) return;
    std::vector<VName> arrays;
    std::vector<Param> params;
    std::vector<Stm> pre;
    std::map<const Shifted*, std::map<VName, SubExp>> reads;  // per scan: g's arrays -> params
    std::map<const Shifted*, std::vector<SubExp>> gs;
    for (size_t a = 0; a < e.arrays.size(); ++a) {
      if (!replaced_.count(e.arrays[a])) {
        arrays.push_back(e.arrays[a]);
        params.push_back(e.map_lambda.params[a]);
      }
    }
    for (size_t a = 0; a < e.arrays.size(); ++a) {
      auto it = replaced_.find(e.arrays[a]);
      if (it == replaced_.end()) continue;
      const Replaced& rp = it->second;
      const Shifted& sh = *rp.shifted;
      if (!reads.count(&sh)) {
        auto& rd = reads[&sh];
        for (const VName& ga : sh.read_arrays) {
          const VName p = fresh_name("unshift_x");
          arrays.push_back(ga);
          params.push_back(Param{p, array_types_.at(ga).row()});
          rd[ga] = SubExp::variable(p);
        }
        gs[&sh] = emit_g(sh, rd, pre, std::nullopt, false, s.loc);
      }
      const VName q = fresh_name("unshift_inc_x");
      arrays.push_back(rp.inc);
      params.push_back(Param{q, sh.elem_types[rp.comp]});
      pre.push_back(binop_stm(e.map_lambda.params[a], sh.inverse[rp.comp], sh.elem_types[rp.comp].elem,
                              SubExp::variable(q), gs[&sh][rp.comp], s.loc));
    }
    e.arrays = std::move(arrays);
    e.map_lambda.params = std::move(params);
    auto nb = std::make_shared<Body>(*e.map_lambda.body);
    pre.insert(pre.end(), nb->stms.begin(), nb->stms.end());
    nb->stms = std::move(pre);
    e.map_lambda.body = nb;
  }
};

}  // namespace

Program unshift_exclusive_scans(const Program& prog) {
  Program out = walk::clone_program(prog);
  for (Function& f : out.functions) Unshift(f).run();
  return out;
}

}  // namespace runic::ir
