#include "ir/tailrec.h"

#include <optional>

namespace runic::ir {

namespace {

// Every Apply of `name` in `b`, nested bodies and lambdas included.
int count_calls(const Body& b, const VName& name) {
  int n = 0;
  for (const Stm& s : b.stms) {
    const Exp& e = s.exp;
    if (e.kind == Exp::Kind::Apply && e.fun_name == name) ++n;
    for (const BodyPtr& c : e.bodies)
      if (c) n += count_calls(*c, name);
    if (e.map_lambda.body) n += count_calls(*e.map_lambda.body, name);
    for (const ReduceOp& op : e.scans)
      if (op.lambda.body) n += count_calls(*op.lambda.body, name);
    for (const ReduceOp& op : e.reduces)
      if (op.lambda.body) n += count_calls(*op.lambda.body, name);
  }
  return n;
}

// Whether the body's results are exactly the names the statement binds.
bool results_are(const Body& b, const Stm& s) {
  if (b.result.size() != s.pat.size()) return false;
  for (size_t i = 0; i < s.pat.size(); ++i)
    if (!b.result[i].is_var() || b.result[i].var != s.pat[i].name) return false;
  return true;
}

class TailRec {
 public:
  TailRec(const Function& f, std::vector<bool> merged) : f_(f), merged_(std::move(merged)) {
    for (size_t i = 0; i < f.ret.size(); ++i) state_.push_back({fresh_name("tail_res"), f.ret[i]});
  }

  // The loop body made from `b`: results (go on?, the merged parameters'
  // next values, the results so far); nullopt where a tail call passes a
  // parameter that is not merged something other than itself.
  std::optional<BodyPtr> body(const Body& b) {
    auto out = std::make_shared<Body>();
    out->stms = b.stms;
    if (!b.stms.empty()) {
      const Stm& last = b.stms.back();
      const Exp& e = last.exp;
      if (e.kind == Exp::Kind::Apply && e.fun_name == f_.name && results_are(b, last)) {
        out->stms.pop_back();
        out->result.push_back(SubExp::constant(PrimValue::bool_value(true)));
        for (size_t i = 0; i < f_.params.size(); ++i) {
          if (merged_[i]) {
            out->result.push_back(e.args[i]);
          } else if (!e.args[i].is_var() || e.args[i].var != f_.params[i].name) {
            return std::nullopt;
          }
        }
        for (const Param& s : state_) out->result.push_back(SubExp::variable(s.name));
        ++tail_calls_;
        return out;
      }
      if (e.kind == Exp::Kind::If && results_are(b, last) && count_calls(b, f_.name) > 0) {
        std::optional<BodyPtr> t = body(*e.bodies[0]), f = body(*e.bodies[1]);
        if (!t || !f) return std::nullopt;
        Stm s;
        s.loc = last.loc;
        s.exp = e;
        s.exp.bodies = {*t, *f};
        s.exp.ret.clear();
        for (const Param& p : loop_params("tail_next")) {
          s.pat.push_back(p);
          s.exp.ret.push_back(p.type);
        }
        out->stms.back() = s;
        for (const Param& p : s.pat) out->result.push_back(SubExp::variable(p.name));
        return out;
      }
    }
    // No tail call here: the loop ends with this body's results.
    out->result.push_back(SubExp::constant(PrimValue::bool_value(false)));
    for (size_t i = 0; i < f_.params.size(); ++i)
      if (merged_[i]) out->result.push_back(SubExp::variable(f_.params[i].name));
    out->result.insert(out->result.end(), b.result.begin(), b.result.end());
    return out;
  }

  // Fresh parameters of the loop's types: the flag, the merged parameters,
  // the results.
  std::vector<Param> loop_params(const std::string& base) const {
    std::vector<Param> ps = {{fresh_name(base), Type::scalar(PrimType::Bool)}};
    for (size_t i = 0; i < f_.params.size(); ++i)
      if (merged_[i]) ps.push_back({fresh_name(base), f_.params[i].type});
    for (const Param& s : state_) ps.push_back({fresh_name(base), s.type});
    return ps;
  }

  // The function with its body in a loop, or nullopt.
  std::optional<Function> run() {
    int calls = count_calls(*f_.body, f_.name);
    std::optional<BodyPtr> lb = body(*f_.body);
    if (!lb || tail_calls_ != calls) return std::nullopt;
    Function g = f_;
    Exp loop;
    loop.kind = Exp::Kind::Loop;
    loop.loop_kind = Exp::LoopKind::While;
    VName go = fresh_name("tail_go");
    loop.loop_var = go;
    loop.merge.push_back({{go, Type::scalar(PrimType::Bool)}, SubExp::constant(PrimValue::bool_value(true))});
    for (size_t i = 0; i < f_.params.size(); ++i) {
      if (!merged_[i]) continue;
      // The parameter keeps its name inside the loop; the function's
      // parameter is renamed.
      VName outer = fresh_name(f_.params[i].name);
      g.params[i].name = outer;
      loop.merge.push_back({f_.params[i], SubExp::variable(outer)});
    }
    auto nb = std::make_shared<Body>();
    for (const Param& s : state_) {
      PrimType t = s.type.elem;
      PrimValue zero = t == PrimType::Bool                           ? PrimValue::bool_value(false)
                       : is_float(t)                                 ? PrimValue::float_value(t, 0)
                                                                     : PrimValue::int_value(t, 0);
      // An array result starts as zeros (replicates, innermost first).
      SubExp init = SubExp::constant(zero);
      for (int d = s.type.rank() - 1; d >= 0; d--) {
        Stm r;
        r.loc = f_.loc;
        Type part{t, std::vector<SubExp>(s.type.shape.begin() + d, s.type.shape.end()), false};
        r.pat = {{fresh_name("tail_init"), part}};
        r.exp.kind = Exp::Kind::Replicate;
        r.exp.args = {s.type.shape[(size_t)d], init};
        init = SubExp::variable(r.pat[0].name);
        nb->stms.push_back(std::move(r));
      }
      loop.merge.push_back({s, init});
    }
    loop.bodies = {*lb};
    for (auto& [p, _] : loop.merge) loop.ret.push_back(p.type);
    Stm st;
    st.loc = f_.loc;
    st.pat = loop_params("tail_out");
    st.exp = std::move(loop);
    nb->stms.push_back(st);
    for (size_t i = st.pat.size() - state_.size(); i < st.pat.size(); ++i)
      nb->result.push_back(SubExp::variable(st.pat[i].name));
    g.body = nb;
    return g;
  }

 private:
  const Function& f_;
  std::vector<bool> merged_;  // per parameter: a loop parameter (else passed on unchanged)
  std::vector<Param> state_;  // the results so far, as loop parameters
  int tail_calls_ = 0;
};

}  // namespace

std::optional<Function> tail_call_loop(const Function& f, bool arrays) {
  if (f.entry || !f.body || !is_recursive(f)) return std::nullopt;
  // Scalars become loop parameters, except sizes of array parameters
  // (the arrays, and so their sizes, are passed on unchanged); with
  // `arrays`, so do arrays whose tail calls pass something else.
  std::vector<bool> merged;
  for (const Param& p : f.params) {
    bool size_of_array = false;
    for (const Param& q : f.params)
      for (const SubExp& d : q.type.shape)
        if (d.is_var() && d.var == p.name) size_of_array = true;
    merged.push_back(!p.type.is_array() && !size_of_array);
  }
  // The sizes of arrays the loop carries must be invariant: constants or
  // parameters that are not merged.
  auto invariant = [&](const Type& t) {
    for (const SubExp& d : t.shape) {
      if (!d.is_var()) continue;
      bool ok = false;
      for (size_t i = 0; i < f.params.size(); ++i)
        if (f.params[i].name == d.var) ok = !merged[i];
      if (!ok) return false;
    }
    return true;
  };
  for (const Type& t : f.ret)
    if (t.elem == PrimType::Unit || (t.is_array() && (!arrays || !invariant(t)))) return std::nullopt;
  if (arrays) {
    std::optional<Function> g = TailRec(f, merged).run();
    if (g) return g;
    for (size_t i = 0; i < f.params.size(); ++i)
      if (f.params[i].type.is_array()) {
        if (!invariant(f.params[i].type)) return std::nullopt;
        merged[i] = true;
      }
  }
  return TailRec(f, merged).run();
}

Program tail_calls_to_loops(const Program& prog) {
  Program out = prog;
  for (Function& f : out.functions)
    if (std::optional<Function> g = tail_call_loop(f, false)) f = *g;
  return out;
}

}  // namespace runic::ir
