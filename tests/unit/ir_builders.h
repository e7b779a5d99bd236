// Hand-built Core IR for the fusion and flattening unit tests (until the
// elaborator produces IR from source), plus differential-test helpers: run a
// program in the interpreter before and after a pass and compare.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "ir/interpreter.h"
#include "ir/ir.h"
#include "runtime/runtime.h"

namespace runic::testing {

using namespace ir;

inline Type t_i32() { return Type::scalar(PrimType::I32); }
inline Type t_i64() { return Type::scalar(PrimType::I64); }
inline Type arr(Type elem, SubExp n) { return elem.array_of(std::move(n)); }
inline SubExp var(const VName& v) { return SubExp::variable(v); }
inline SubExp i32c(int32_t v) { return SubExp::constant(PrimValue::int_value(PrimType::I32, v)); }
inline SubExp i64c(int64_t v) { return SubExp::i64(v); }

// Collects statements of one body.
struct Builder {
  std::vector<Stm> stms;
  VName bind(const std::string& base, Type t, Exp e) {
    VName n = fresh_name(base);
    stms.push_back(Stm{{Param{n, std::move(t)}}, std::move(e), {}});
    return n;
  }
  std::vector<VName> bind_many(const std::vector<std::pair<std::string, Type>>& pat, Exp e) {
    Stm s;
    std::vector<VName> ns;
    for (auto& [b, t] : pat) {
      ns.push_back(fresh_name(b));
      s.pat.push_back(Param{ns.back(), t});
    }
    s.exp = std::move(e);
    stms.push_back(std::move(s));
    return ns;
  }
  BodyPtr finish(std::vector<SubExp> result) {
    auto b = std::make_shared<Body>();
    b->stms = std::move(stms);
    b->result = std::move(result);
    return b;
  }
};

inline Exp binop(BinOp op, PrimType t, SubExp x, SubExp y) {
  Exp e;
  e.kind = Exp::Kind::BinOp;
  e.binop = op;
  e.prim = t;
  e.args = {std::move(x), std::move(y)};
  return e;
}

// A lambda over parameters of the given types; `body` gets their names.
inline Lambda lambda(const std::vector<Type>& params, std::vector<Type> ret,
                     const std::function<std::vector<SubExp>(Builder&, const std::vector<VName>&)>& body) {
  Lambda l;
  std::vector<VName> names;
  for (auto& t : params) {
    names.push_back(fresh_name("p"));
    l.params.push_back(Param{names.back(), t});
  }
  Builder b;
  auto res = body(b, names);
  l.body = b.finish(res);
  l.ret = std::move(ret);
  return l;
}

inline Lambda identity(const std::vector<Type>& ts) {
  return lambda(ts, ts, [](Builder&, const std::vector<VName>& ps) {
    std::vector<SubExp> r;
    for (auto& p : ps) r.push_back(var(p));
    return r;
  });
}

inline ReduceOp binop_op(BinOp op, PrimType t, SubExp ne) {
  ReduceOp r;
  r.lambda = lambda({Type::scalar(t), Type::scalar(t)}, {Type::scalar(t)},
                    [&](Builder& b, const std::vector<VName>& ps) -> std::vector<SubExp> {
                      return {var(b.bind("r", Type::scalar(t), binop(op, t, var(ps[0]), var(ps[1]))))};
                    });
  r.neutral = {std::move(ne)};
  r.commutative = true;
  return r;
}

inline Exp screma(SubExp w, std::vector<VName> arrays, Lambda map_lambda,
                  std::vector<ReduceOp> scans = {}, std::vector<ReduceOp> reduces = {}) {
  Exp e;
  e.kind = Exp::Kind::Screma;
  e.args = {std::move(w)};
  e.arrays = std::move(arrays);
  e.map_lambda = std::move(map_lambda);
  e.scans = std::move(scans);
  e.reduces = std::move(reduces);
  return e;
}

// `map (\x -> x op c)` over one i32 array.
inline Exp map_binop(SubExp w, const VName& xs, BinOp op, SubExp c) {
  return screma(w, {xs}, lambda({t_i32()}, {t_i32()}, [&](Builder& b, const std::vector<VName>& ps) -> std::vector<SubExp> {
                  return {var(b.bind("y", t_i32(), binop(op, PrimType::I32, var(ps[0]), c)))};
                }));
}

inline Program program(std::vector<Param> params, std::vector<Type> ret, BodyPtr body) {
  Function f;
  f.name = "main";
  f.params = std::move(params);
  f.ret = std::move(ret);
  f.body = std::move(body);
  for (auto& p : f.params) f.param_names.push_back(p.name);
  Program p;
  p.functions.push_back(std::move(f));
  return p;
}

// ---- values ----
struct Values {
  std::vector<rn_value> vs;
  Values() = default;
  Values(const Values&) = delete;
  Values(Values&& o) noexcept : vs(std::move(o.vs)) { o.vs.clear(); }
  ~Values() {
    for (auto& v : vs) rn_value_free(&v);
  }
  void add_i32(const std::vector<int64_t>& shape, const std::vector<int32_t>& data) {
    rn_value v{};
    rn_value_alloc(&v, RN_I32, (int)shape.size(), shape.data());
    std::copy(data.begin(), data.end(), static_cast<int32_t*>(v.data));
    vs.push_back(v);
  }
  std::string str() const {
    std::string s;
    for (auto& v : vs) {
      char* t = rn_value_to_string(&v);
      s += t;
      s += "\n";
      free(t);
    }
    return s;
  }
};

// Values from Futhark's textual format ("[1, 2] 3i64").
inline Values parse_values(const std::string& text) {
  Values out;
  rn_reader* r = rn_reader_mem(text.data(), text.size());
  while (!rn_reader_at_end(r)) {
    rn_value v{};
    char err[256] = {0};
    if (rn_read_any_value(r, &v, err, sizeof err) != 0) break;
    out.vs.push_back(v);
  }
  rn_reader_free(r);
  return out;
}

inline std::string run(const Program& p, const Values& args) {
  Values out;
  out.vs = interpret(p, "main", args.vs);
  return out.str();
}

}  // namespace runic::testing
