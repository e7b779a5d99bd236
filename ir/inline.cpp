// Inlining of function calls (see inline.h).
#include "ir/inline.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>

#include "ir/ir_walk.h"

namespace runic::ir {

namespace {

class Inliner {
 public:
  Inliner(const Program& p, bool keep_noinline) : keep_noinline_(keep_noinline) {
    for (const Function& f : p.functions)
      if (!f.entry) {
        functions_[f.name] = &f;
        if (is_recursive(f)) recursive_.insert(f.name);
      }
  }

  // The number of statements `f` has once every call in it is inlined
  // (nested bodies included), saturating at kLimit.
  static constexpr uint64_t kLimit = 1'000'000;
  uint64_t inlined_size(const Function& f) {
    auto it = sizes_.find(f.name);
    if (it != sizes_.end()) return it->second;
    uint64_t n = body_size(*f.body);
    sizes_[f.name] = n;
    return n;
  }
  uint64_t body_size(const Body& b) {
    uint64_t n = 0;
    for (const Stm& s : b.stms) {
      const Exp& e = s.exp;
      n += 1;
      if (e.kind == Exp::Kind::Apply && !keeps(e.fun_name)) {
        auto it = functions_.find(e.fun_name);
        if (it != functions_.end()) n += inlined_size(*it->second);
      }
      for (const BodyPtr& c : e.bodies)
        if (c) n += body_size(*c);
      if (e.map_lambda.body) n += body_size(*e.map_lambda.body);
      for (const ReduceOp& op : e.scans)
        if (op.lambda.body) n += body_size(*op.lambda.body);
      for (const ReduceOp& op : e.reduces)
        if (op.lambda.body) n += body_size(*op.lambda.body);
      n = std::min(n, kLimit);
    }
    return n;
  }

  // Calls of recursive functions are never inlined (inlining would not end).
  bool keeps(const std::string& callee) const {
    if (recursive_.count(callee)) return true;
    auto it = functions_.find(callee);
    return keep_noinline_ && it != functions_.end() && it->second->noinline;
  }

  // Inlines the calls in `b` (a fresh copy the caller owns), in nested
  // bodies and lambdas too.
  void body(Body& b) {
    std::vector<Stm> out;
    out.reserve(b.stms.size());
    for (Stm& s : b.stms) {
      exp(s.exp);
      if (s.exp.kind == Exp::Kind::Apply && !keeps(s.exp.fun_name)) {
        expand(s, out);
      } else {
        if (s.exp.kind == Exp::Kind::Apply) used_.insert(s.exp.fun_name);
        out.push_back(std::move(s));
      }
    }
    b.stms = std::move(out);
  }

  std::set<std::string> used_;  // functions still called after inlining

 private:
  bool keep_noinline_;
  std::map<std::string, const Function*> functions_;
  std::map<std::string, uint64_t> sizes_;
  std::set<std::string> recursive_;

  void lambda(Lambda& l) {
    if (l.body) body(*l.body);
  }
  void exp(Exp& e) {
    for (BodyPtr& b : e.bodies)
      if (b) body(*b);
    lambda(e.map_lambda);
    for (ReduceOp& op : e.scans) lambda(op.lambda);
    for (ReduceOp& op : e.reduces) lambda(op.lambda);
  }

  // Appends the statements of the call `s` to `out`.
  void expand(const Stm& s, std::vector<Stm>& out) {
    auto it = functions_.find(s.exp.fun_name);
    internal_assert(it != functions_.end(), "inline: apply of unknown function " << s.exp.fun_name);
    const Function& f = *it->second;
    internal_assert(f.params.size() == s.exp.args.size() && f.ret.size() == s.pat.size(),
                    "inline: call of " << f.name << " does not match its signature");
    // A fresh copy of the callee with every name it binds renamed.
    BodyPtr copy = walk::clone_body(*f.body);
    std::map<VName, VName> rename;
    for (const Param& p : f.params) rename[p.name] = fresh_name(p.name);
    walk::for_each_name_body(*copy, [&](const VName& v, walk::Role r) {
      if (r == walk::Role::Bind && !rename.count(v)) rename[v] = fresh_name(v);
    });
    walk::for_each_name_body(*copy, [&](VName& v, walk::Role) {
      auto r = rename.find(v);
      if (r != rename.end()) v = r->second;
    });
    auto renamed_type = [&](Type t) {
      for (SubExp& d : t.shape) walk::rename_uses(d, rename);
      return t;
    };
    // The callee's own calls, then its statements.
    body(*copy);
    for (size_t i = 0; i < f.params.size(); i++) {
      Stm bind;
      bind.pat = {{rename[f.params[i].name], renamed_type(f.params[i].type)}};
      bind.exp.kind = Exp::Kind::SubExp;
      bind.exp.args = {s.exp.args[i]};
      bind.loc = s.loc;
      out.push_back(std::move(bind));
    }
    for (Stm& cs : copy->stms) out.push_back(std::move(cs));
    for (size_t i = 0; i < s.pat.size(); i++) {
      Stm res;
      res.pat = {s.pat[i]};
      res.exp.kind = Exp::Kind::SubExp;
      res.exp.args = {copy->result[i]};
      res.loc = s.loc;
      out.push_back(std::move(res));
    }
  }
};

}  // namespace

Program inline_functions(const Program& prog, bool keep_noinline) {
  Inliner in(prog, keep_noinline);
  Program out;
  std::vector<Function> kept;
  for (const Function& f : prog.functions) {
    if (in.inlined_size(f) >= Inliner::kLimit)
      user_error(f.loc, std::string("inlining every call in ") + (f.entry ? "entry point `" : "function `") + f.name +
                            "` would make a body of more than " + std::to_string(Inliner::kLimit) +
                            " statements (the GPU backend inlines every function; calls that double at each "
                            "level grow exponentially)");
    Function g = f;
    g.body = walk::clone_body(*f.body);
    in.body(*g.body);
    kept.push_back(std::move(g));
  }
  // Functions still called (noinline ones, and those they call) stay.
  std::set<std::string> live;
  std::vector<std::string> work(in.used_.begin(), in.used_.end());
  std::map<std::string, const Function*> by_name;
  for (const Function& f : kept) by_name[f.name] = &f;
  auto calls = [&](const Body& b, auto&& self) -> void {
    for (const Stm& s : b.stms) {
      if (s.exp.kind == Exp::Kind::Apply) work.push_back(s.exp.fun_name);
      for (const BodyPtr& c : s.exp.bodies)
        if (c) self(*c, self);
      for (const Lambda* l : {&s.exp.map_lambda})
        if (l->body) self(*l->body, self);
      for (const ReduceOp& op : s.exp.scans)
        if (op.lambda.body) self(*op.lambda.body, self);
      for (const ReduceOp& op : s.exp.reduces)
        if (op.lambda.body) self(*op.lambda.body, self);
    }
  };
  while (!work.empty()) {
    std::string n = work.back();
    work.pop_back();
    if (!live.insert(n).second) continue;
    auto it = by_name.find(n);
    if (it != by_name.end()) calls(*it->second->body, calls);
  }
  for (Function& f : kept)
    if (f.entry || live.count(f.name)) out.functions.push_back(std::move(f));
  return out;
}

}  // namespace runic::ir
