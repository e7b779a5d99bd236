// The reference interpreter of the Core IR and the Kernel IR.
//
// It is the semantics oracle: every pass and the OpenCL backend are tested by
// comparing against it.  It runs any well-formed IR of ir.h: SOACs (Screma),
// SegOps, loops, ifs, in-place updates and the array operations.  Streams
// (PLDI'17 Figure 8) run in several chunks of unequal sizes (chunk_sizes),
// so that tests exercise their "any partitioning" semantics.
//
// How it runs: before execution, a function is "resolved": every name gets a
// slot in one flat environment (names are bound once in the program, so a
// slot per name suffices; evaluation is sequential, so a lambda applied per
// element just overwrites its parameters' slots).  The resolved tree mirrors
// the IR with slot numbers instead of names, so that the inner loops of a
// map over 10^7 elements do no string hashing and no heap allocation for
// scalars.  Values are a PrimValue (scalars) or a shared, row-major, typed
// byte buffer (arrays, laid out like rn_value: f16 as half bits, bool as one
// byte).  In-place updates take the array out of its slot (it is consumed)
// and copy only when the buffer is still shared.
//
// Pre: the program is well-typed IR (ir/check.h); entry arguments match the
// entry's parameter types.  Errors of the program (bounds, asserts, sizes,
// integer division by zero) are RuntimeErrors with the source location.
// The interpreter is the oracle for big test inputs too (10^7-element
// arrays); in unoptimised (Debug) builds it would be ~10x slower, so this
// file is always optimised.
#if defined(__GNUC__) && !defined(__clang__) && !defined(__OPTIMIZE__)
#pragma GCC optimize("O2")
#endif

#include "ir/interpreter.h"
#include "ir/rowgroup.h"

#include "ir/ir_walk.h"

#include <algorithm>
#include <cstring>
#include <functional>
#include <numeric>
#include <unordered_map>
#include <unordered_set>

namespace runic::ir {

namespace {

// ---------------------------------------------------------------------------
// Values

struct Array {
  PrimType elem = PrimType::I32;
  std::vector<int64_t> shape;
  std::vector<uint8_t> data;

  int64_t elems() const {
    int64_t n = 1;
    for (int64_t d : shape) n *= d;
    return n;
  }
};
using ArrayPtr = std::shared_ptr<Array>;

struct Value {
  PrimValue s;   // when arr is null
  ArrayPtr arr;  // arrays
  bool consumed = false;

  bool is_array() const { return arr != nullptr; }
  static Value scalar(PrimValue p) { return Value{p, nullptr, false}; }
  static Value array(ArrayPtr a) { return Value{PrimValue{}, std::move(a), false}; }
};

PrimValue load(PrimType t, const uint8_t* p) {
  PrimValue v;
  v.type = t;
  switch (t) {
    case PrimType::I8: { int8_t x; std::memcpy(&x, p, 1); v.bits = static_cast<uint64_t>(static_cast<int64_t>(x)); break; }
    case PrimType::I16: { int16_t x; std::memcpy(&x, p, 2); v.bits = static_cast<uint64_t>(static_cast<int64_t>(x)); break; }
    case PrimType::I32: { int32_t x; std::memcpy(&x, p, 4); v.bits = static_cast<uint64_t>(static_cast<int64_t>(x)); break; }
    case PrimType::I64: { int64_t x; std::memcpy(&x, p, 8); v.bits = static_cast<uint64_t>(x); break; }
    case PrimType::U8: case PrimType::Bool: v.bits = *p; break;
    case PrimType::U16: { uint16_t x; std::memcpy(&x, p, 2); v.bits = x; break; }
    case PrimType::U32: { uint32_t x; std::memcpy(&x, p, 4); v.bits = x; break; }
    case PrimType::U64: { uint64_t x; std::memcpy(&x, p, 8); v.bits = x; break; }
    case PrimType::F16: { uint16_t x; std::memcpy(&x, p, 2); v.f = f16_from_bits(x); break; }
    case PrimType::F32: { float x; std::memcpy(&x, p, 4); v.f = x; break; }
    case PrimType::F64: { double x; std::memcpy(&x, p, 8); v.f = x; break; }
    case PrimType::Unit: break;
  }
  return v;
}

void store(PrimType t, uint8_t* p, const PrimValue& v) {
  switch (t) {
    case PrimType::I8: case PrimType::U8: { uint8_t x = static_cast<uint8_t>(v.bits); *p = x; break; }
    case PrimType::Bool: *p = v.bits ? 1 : 0; break;
    case PrimType::I16: case PrimType::U16: { uint16_t x = static_cast<uint16_t>(v.bits); std::memcpy(p, &x, 2); break; }
    case PrimType::I32: case PrimType::U32: { uint32_t x = static_cast<uint32_t>(v.bits); std::memcpy(p, &x, 4); break; }
    case PrimType::I64: case PrimType::U64: std::memcpy(p, &v.bits, 8); break;
    case PrimType::F16: { uint16_t x = f16_to_bits(v.f); std::memcpy(p, &x, 2); break; }
    case PrimType::F32: { float x = static_cast<float>(v.f); std::memcpy(p, &x, 4); break; }
    case PrimType::F64: std::memcpy(p, &v.f, 8); break;
    case PrimType::Unit: break;
  }
}

ArrayPtr new_array(PrimType elem, std::vector<int64_t> shape) {
  auto a = std::make_shared<Array>();
  a->elem = elem;
  a->shape = std::move(shape);
  a->data.assign(static_cast<size_t>(a->elems()) * static_cast<size_t>(prim_bytes(elem)), 0);
  return a;
}

std::string shape_str(const std::vector<int64_t>& shape) {
  std::string s;
  for (int64_t d : shape) s += "[" + std::to_string(d) + "]";
  return s;
}

// Shape and element type of any value (scalars have an empty shape).
std::vector<int64_t> shape_of(const Value& v) { return v.arr ? v.arr->shape : std::vector<int64_t>{}; }
PrimType elem_of(const Value& v) { return v.arr ? v.arr->elem : v.s.type; }

// ---------------------------------------------------------------------------
// The resolved tree

struct RSub {
  int slot = -1;  // -1: constant
  PrimValue c;
};

struct RBody;
using RBodyPtr = std::shared_ptr<RBody>;

// A non-entry function, resolved once however often it is called.
struct RFun {
  std::vector<int> params;
  RBodyPtr body;
  // A recursive function: the slots of every name it binds, which a call
  // saves and restores (the caller's activation uses the same slots).
  bool recursive = false;
  std::vector<int> own_slots;
};

struct RLambda {
  std::vector<int> params;
  RBodyPtr body;
  std::vector<std::vector<RSub>> ret_dims;  // per result, its shape (for empty results)
  std::vector<PrimType> ret_elem;
};

struct RRed {
  RLambda lam;
  std::vector<RSub> neutral;
};

struct RDim {
  bool slice = false;
  RSub index, start, count, stride;
};

struct RExp {
  const Exp* e = nullptr;
  std::vector<RSub> args;
  int array = -1;
  std::vector<RDim> dims;
  std::vector<int> arrays;
  std::vector<RBodyPtr> bodies;
  std::vector<int> merge_params;
  std::vector<RSub> merge_init;
  int loop_var = -1;      // For: the index slot; While: index into merge_params
  RLambda map_lambda;
  std::vector<RRed> scans, reduces;
  std::vector<int> gtids;
  std::vector<RSub> seg_sizes;
  std::vector<std::vector<RSub>> ret_dims;
  std::vector<PrimType> ret_elem;
  std::shared_ptr<RFun> fun;  // Apply
};

struct RStm {
  std::vector<int> pat;
  RExp exp;
  const Stm* src = nullptr;
};

struct RBody {
  std::vector<RStm> stms;
  std::vector<RSub> result;
  std::vector<bool> result_local;  // bound in this body: may be moved out
};

class Resolver {
 public:
  std::unordered_map<VName, int> slots;
  // The program's functions by name (for Apply), resolved on first use.
  std::unordered_map<std::string, const Function*> functions;
  std::unordered_map<std::string, std::shared_ptr<RFun>> resolved;
  std::unordered_set<std::string> collected;

  const Function& callee(const std::string& name) {
    auto it = functions.find(name);
    internal_assert(it != functions.end() && it->second->body, "interpreter: apply of unknown function " << name);
    return *it->second;
  }
  std::shared_ptr<RFun> fun(const std::string& name) {
    auto it = resolved.find(name);
    if (it != resolved.end()) return it->second;
    const Function& f = callee(name);
    auto r = std::make_shared<RFun>();
    resolved.emplace(name, r);
    for (const Param& p : f.params) r->params.push_back(use(p.name));
    if (is_recursive(f)) {
      r->recursive = true;
      std::unordered_set<int> own;
      for (const Param& p : f.params) own.insert(use(p.name));
      walk::for_each_name_body(*f.body, [&](const VName& v, walk::Role role) {
        if (role == walk::Role::Bind) own.insert(use(v));
      });
      r->own_slots.assign(own.begin(), own.end());
    }
    r->body = body(*f.body);
    return r;
  }
  // A recursive function's resolved body refers to itself: break the cycle.
  ~Resolver() {
    for (auto& [n, r] : resolved) r->body.reset();
  }
  Resolver() = default;
  Resolver(const Resolver&) = delete;
  Resolver& operator=(const Resolver&) = delete;

  int bind(const VName& n) {
    auto it = slots.find(n);
    if (it != slots.end()) return it->second;
    int s = static_cast<int>(slots.size());
    slots.emplace(n, s);
    return s;
  }
  // Uses of names are resolved after all bindings were collected (collect()).
  int use(const VName& n) {
    auto it = slots.find(n);
    internal_assert(it != slots.end(), "interpreter: unbound variable " << n);
    return it->second;
  }
  // A size in a type: unknown names (e.g. existential sizes) read as 0.
  RSub size(const SubExp& s) {
    if (s.is_const()) return RSub{-1, s.value};
    auto it = slots.find(s.var);
    if (it == slots.end()) return RSub{-1, PrimValue::int_value(PrimType::I64, 0)};
    return RSub{it->second, {}};
  }
  RSub sub(const SubExp& s) {
    if (s.is_const()) return RSub{-1, s.value};
    return RSub{use(s.var), {}};
  }
  std::vector<RSub> subs(const std::vector<SubExp>& ss) {
    std::vector<RSub> out;
    for (const SubExp& s : ss) out.push_back(sub(s));
    return out;
  }

  // ---- pass 1: give every bound name a slot ----
  void collect_params(const std::vector<Param>& ps) {
    for (const Param& p : ps) bind(p.name);
  }
  void collect_lambda(const Lambda& l) {
    collect_params(l.params);
    if (l.body) collect_body(*l.body);
  }
  void collect_body(const Body& b) {
    for (const Stm& s : b.stms) {
      collect_params(s.pat);
      const Exp& e = s.exp;
      for (const auto& m : e.merge) bind(m.first.name);
      if (e.kind == Exp::Kind::Loop && e.loop_kind == Exp::LoopKind::For) bind(e.loop_var);
      for (const auto& d : e.seg_space.dims) bind(d.first);
      for (const BodyPtr& bp : e.bodies)
        if (bp) collect_body(*bp);
      if (e.kind == Exp::Kind::Screma || e.kind == Exp::Kind::Stream) collect_lambda(e.map_lambda);
      for (const ReduceOp& r : e.scans) collect_lambda(r.lambda);
      for (const ReduceOp& r : e.reduces) collect_lambda(r.lambda);
      if (e.kind == Exp::Kind::Apply && collected.insert(e.fun_name).second) {
        // A function's names are bound once in the program: one set of
        // slots serves all its calls (a recursive function's calls save
        // and restore them: RFun::own_slots).
        const Function& f = callee(e.fun_name);
        collect_params(f.params);
        collect_body(*f.body);
      }
    }
  }

  // ---- pass 2: build the resolved tree ----
  void ret_types(const std::vector<Type>& ts, std::vector<std::vector<RSub>>& dims,
                 std::vector<PrimType>& elems) {
    for (const Type& t : ts) {
      std::vector<RSub> ds;
      for (const SubExp& d : t.shape) ds.push_back(size(d));
      dims.push_back(std::move(ds));
      elems.push_back(t.elem);
    }
  }
  RLambda lambda(const Lambda& l) {
    RLambda r;
    for (const Param& p : l.params) r.params.push_back(use(p.name));
    internal_assert(l.body != nullptr, "interpreter: lambda without body");
    r.body = body(*l.body);
    ret_types(l.ret, r.ret_dims, r.ret_elem);
    return r;
  }
  RRed red(const ReduceOp& op) { return RRed{lambda(op.lambda), subs(op.neutral)}; }
  RDim dim(const DimIndex& d) {
    RDim r;
    r.slice = d.is_slice;
    if (d.is_slice) {
      r.start = sub(d.start);
      r.count = sub(d.count);
      r.stride = sub(d.stride);
    } else {
      r.index = sub(d.index);
    }
    return r;
  }
  RExp exp(const Exp& e) {
    RExp r;
    r.e = &e;
    r.args = subs(e.args);
    switch (e.kind) {
      case Exp::Kind::Index:
      case Exp::Kind::Update:
      case Exp::Kind::Rearrange:
      case Exp::Kind::Reshape:
      case Exp::Kind::Copy: r.array = use(e.array); break;
      default: break;
    }
    if (e.kind == Exp::Kind::ArrayLit && e.args.empty()) {
      // `[]: [0][n]t`: the rows keep the sizes of the type.
      std::vector<PrimType> elems;
      ret_types({e.type}, r.ret_dims, elems);
    }
    for (const DimIndex& d : e.dims) r.dims.push_back(dim(d));
    for (const VName& a : e.arrays) r.arrays.push_back(use(a));
    for (const auto& m : e.merge) {
      r.merge_params.push_back(use(m.first.name));
      r.merge_init.push_back(sub(m.second));
    }
    if (e.kind == Exp::Kind::Loop) {
      if (e.loop_kind == Exp::LoopKind::For) {
        r.loop_var = use(e.loop_var);
      } else {
        for (size_t i = 0; i < e.merge.size(); i++)
          if (e.merge[i].first.name == e.loop_var) r.loop_var = static_cast<int>(i);
        internal_assert(r.loop_var >= 0, "interpreter: while loop condition " << e.loop_var
                                                                               << " is not a merge parameter");
      }
    }
    for (const BodyPtr& b : e.bodies) {
      internal_assert(b != nullptr, "interpreter: missing body");
      r.bodies.push_back(body(*b));
    }
    if (e.kind == Exp::Kind::Screma || e.kind == Exp::Kind::Stream) r.map_lambda = lambda(e.map_lambda);
    for (const ReduceOp& op : e.scans) r.scans.push_back(red(op));
    for (const ReduceOp& op : e.reduces) r.reduces.push_back(red(op));
    for (const auto& d : e.seg_space.dims) {
      r.gtids.push_back(use(d.first));
      r.seg_sizes.push_back(sub(d.second));
    }
    ret_types(e.ret, r.ret_dims, r.ret_elem);
    if (e.kind == Exp::Kind::Apply) r.fun = fun(e.fun_name);
    return r;
  }
  RBodyPtr body(const Body& b) {
    auto r = std::make_shared<RBody>();
    std::unordered_map<VName, bool> local;
    for (const Stm& s : b.stms) {
      RStm rs;
      rs.src = &s;
      for (const Param& p : s.pat) {
        rs.pat.push_back(use(p.name));
        local[p.name] = true;
      }
      rs.exp = exp(s.exp);
      r->stms.push_back(std::move(rs));
    }
    for (const SubExp& s : b.result) {
      r->result.push_back(sub(s));
      r->result_local.push_back(s.is_var() && local.count(s.var) > 0);
    }
    // A name returned twice must not be moved out twice.
    for (size_t i = 0; i < b.result.size(); i++)
      for (size_t j = 0; j < i; j++)
        if (b.result[i].is_var() && b.result[j].is_var() && b.result[i].var == b.result[j].var)
          r->result_local[i] = r->result_local[j] = false;
    return r;
  }
};

// ---------------------------------------------------------------------------
// The machine

class Machine {
 public:
  std::vector<Value> env;

  explicit Machine(size_t nslots) : env(nslots) {}
  uint64_t steps = 0;  // statements executed (interpret's `steps`)

  // ---- errors ----
  const Stm* cur = nullptr;
  // Nested calls of recursive functions: bounded (ir/interpreter.h), so
  // that a recursion that does not end is an error, not a stack overflow.
  int rec_depth = 0;
  [[noreturn]] void fail(const std::string& msg, const Span* loc = nullptr) {
    std::string where;
    if (loc && loc->known())
      where = loc->str() + ": ";
    else if (cur && cur->exp.loc.known())
      where = cur->exp.loc.str() + ": ";
    else if (cur && cur->loc.known())
      where = cur->loc.str() + ": ";
    throw RuntimeError(where + msg);
  }

  // ---- reading operands ----
  const Value& get(int slot) {
    const Value& v = env[static_cast<size_t>(slot)];
    if (v.consumed) fail("internal: use of a consumed array");
    return v;
  }
  PrimValue prim(const RSub& s) {
    if (s.slot < 0) return s.c;
    const Value& v = env[static_cast<size_t>(s.slot)];
    internal_assert(!v.arr, "interpreter: scalar expected, got an array");
    return v.s;
  }
  Value value(const RSub& s) {
    if (s.slot < 0) return Value::scalar(s.c);
    return get(s.slot);
  }
  int64_t size(const RSub& s) { return prim(s).as_i64(); }
  std::vector<int64_t> sizes(const std::vector<RSub>& ss) {
    std::vector<int64_t> out;
    for (const RSub& s : ss) out.push_back(size(s));
    return out;
  }
  const Array& arr(int slot) {
    const Value& v = get(slot);
    internal_assert(v.arr, "interpreter: array expected, got a scalar");
    return *v.arr;
  }

  // Row i of an array value: a scalar for rank 1, else a fresh sub-array.
  static Value row(const Array& a, int64_t i) {
    size_t eb = static_cast<size_t>(prim_bytes(a.elem));
    if (a.shape.size() == 1) return Value::scalar(load(a.elem, a.data.data() + static_cast<size_t>(i) * eb));
    std::vector<int64_t> rs(a.shape.begin() + 1, a.shape.end());
    auto r = new_array(a.elem, rs);
    size_t bytes = r->data.size();
    if (bytes) std::memcpy(r->data.data(), a.data.data() + static_cast<size_t>(i) * bytes, bytes);
    return Value::array(std::move(r));
  }

  // Writes v as element/row i of `out` (allocated on first use with `outer`
  // leading dimensions; all rows must have the same shape).
  void put(Value& out, const std::vector<int64_t>& outer, int64_t i, const Value& v) {
    if (!out.arr) {
      std::vector<int64_t> shape = outer;
      std::vector<int64_t> vs = shape_of(v);
      shape.insert(shape.end(), vs.begin(), vs.end());
      out.arr = new_array(elem_of(v), shape);
    }
    Array& a = *out.arr;
    size_t eb = static_cast<size_t>(prim_bytes(a.elem));
    if (!v.arr) {
      if (a.shape.size() != outer.size()) fail("irregular array: a scalar where an array row was expected");
      store(a.elem, a.data.data() + static_cast<size_t>(i) * eb, v.s);
      return;
    }
    const Array& src = *v.arr;
    if (a.shape.size() != outer.size() + src.shape.size() ||
        !std::equal(src.shape.begin(), src.shape.end(), a.shape.begin() + static_cast<long>(outer.size())))
      fail("irregular array: row of shape " + shape_str(src.shape) + " in an array of shape " +
           shape_str(a.shape));
    size_t bytes = src.data.size();
    if (bytes) std::memcpy(a.data.data() + static_cast<size_t>(i) * bytes, src.data.data(), bytes);
  }

  // An array result that received no rows (empty outer size): its shape from
  // the declared type.
  Value empty_result(const std::vector<int64_t>& outer, const std::vector<RSub>& dims, PrimType elem) {
    std::vector<int64_t> shape = outer;
    for (const RSub& d : dims) shape.push_back(size(d));
    return Value::array(new_array(elem, shape));
  }

  // ---- bodies and lambdas ----
  void exec_body(const RBody& b, std::vector<Value>& out) {
    for (const RStm& s : b.stms) exec_stm(s);
    out.resize(b.result.size());
    for (size_t i = 0; i < b.result.size(); i++) {
      const RSub& r = b.result[i];
      if (r.slot >= 0 && b.result_local[i])
        out[i] = std::move(env[static_cast<size_t>(r.slot)]);
      else
        out[i] = value(r);
    }
  }

  void bind(int slot, Value v) { env[static_cast<size_t>(slot)] = std::move(v); }
  void bind_scalar(int slot, const PrimValue& p) {
    Value& d = env[static_cast<size_t>(slot)];
    d.s = p;
    if (d.arr) d.arr.reset();
    d.consumed = false;
  }

  // ---- statements ----
  void exec_stm(const RStm& s) {
    steps++;
    const Stm* saved = cur;
    cur = s.src;
    const Exp& e = *s.exp.e;
    const RExp& r = s.exp;
    switch (e.kind) {
      case Exp::Kind::SubExp: set1(s, value(r.args[0])); break;
      case Exp::Kind::BinOp: {
        auto v = eval_binop(e.binop, e.prim, prim(r.args[0]), prim(r.args[1]));
        if (!v) fail("division by zero");
        set_scalar(s, *v);
        break;
      }
      case Exp::Kind::CmpOp:
        set_scalar(s, PrimValue::bool_value(eval_cmpop(e.cmpop, e.prim, prim(r.args[0]), prim(r.args[1]))));
        break;
      case Exp::Kind::UnOp: set_scalar(s, eval_unop(e.unop, e.prim, prim(r.args[0]))); break;
      case Exp::Kind::Convert: set_scalar(s, eval_convert(e.prim, prim(r.args[0]))); break;
      case Exp::Kind::PrimFun: {
        PrimValue as[4];
        int n = static_cast<int>(r.args.size());
        internal_assert(n <= 4, "interpreter: primfun with too many arguments");
        for (int i = 0; i < n; i++) as[i] = prim(r.args[static_cast<size_t>(i)]);
        if (e.fun_name == "rowgroup_fits") {  // ir/rowgroup.h
          set1(s, Value::scalar(PrimValue::bool_value(rowgroup_fits_default(as[0].as_i64(), as[1].as_i64(), as[2].as_i64()))));
          break;
        }
        auto v = eval_primfun(e.fun_name, e.prim, as, n);
        internal_assert(v.has_value(), "interpreter: unknown primitive function " << e.fun_name);
        set1(s, Value::scalar(*v));
        break;
      }
      case Exp::Kind::Index: set1(s, index(r)); break;
      case Exp::Kind::Update: set1(s, update(r)); break;
      case Exp::Kind::ArrayLit: set1(s, array_lit(r)); break;
      case Exp::Kind::Iota: {
        int64_t n = size(r.args[0]);
        if (n < 0) fail("iota of negative size " + std::to_string(n));
        PrimValue start = r.args.size() > 1 ? prim(r.args[1]) : PrimValue::int_value(e.prim, 0);
        PrimValue step = r.args.size() > 2 ? prim(r.args[2]) : PrimValue::int_value(e.prim, 1);
        auto a = new_array(e.prim, {n});
        size_t eb = static_cast<size_t>(prim_bytes(e.prim));
        start = eval_convert(e.prim, start);
        step = eval_convert(e.prim, step);
        PrimValue x = start;
        for (int64_t i = 0; i < n; i++) {
          store(e.prim, a->data.data() + static_cast<size_t>(i) * eb, x);
          x = *eval_binop(BinOp::Add, e.prim, x, step);
        }
        set1(s, Value::array(a));
        break;
      }
      case Exp::Kind::Replicate: {
        int64_t n = size(r.args[0]);
        if (n < 0) fail("replicate of negative size " + std::to_string(n));
        Value v = value(r.args[1]);
        std::vector<int64_t> shape{n};
        std::vector<int64_t> vs = shape_of(v);
        shape.insert(shape.end(), vs.begin(), vs.end());
        auto a = new_array(elem_of(v), shape);
        if (!v.arr) {
          size_t eb = static_cast<size_t>(prim_bytes(a->elem));
          if (n > 0) {
            store(a->elem, a->data.data(), v.s);
            for (int64_t i = 1; i < n; i++) std::memcpy(a->data.data() + static_cast<size_t>(i) * eb, a->data.data(), eb);
          }
        } else {
          size_t bytes = v.arr->data.size();
          for (int64_t i = 0; i < n && bytes; i++)
            std::memcpy(a->data.data() + static_cast<size_t>(i) * bytes, v.arr->data.data(), bytes);
        }
        set1(s, Value::array(a));
        break;
      }
      case Exp::Kind::Rearrange: set1(s, rearrange(arr(r.array), e.perm)); break;
      case Exp::Kind::Reshape: {
        const Array& a = arr(r.array);
        std::vector<int64_t> shape = sizes(r.args);
        // Negative sizes fail even where their product matches (unflatten -1 -3);
        // a product that overflows ([2^32][2^32] is not 0 elements) fails too.
        int64_t n = 1;
        bool negative = false, overflow = false, empty = false;
        for (int64_t d : shape) negative = negative || d < 0, empty = empty || d == 0;
        for (int64_t d : shape) {
          if (negative || empty) break;
          if (n > INT64_MAX / d) overflow = true;
          n = overflow ? n : n * d;
        }
        if (empty) n = 0;
        if (negative || overflow || n != a.elems())
          fail("cannot reshape array of shape " + shape_str(a.shape) + " to shape " + shape_str(shape));
        auto b = std::make_shared<Array>(a);
        b->shape = shape;
        set1(s, Value::array(b));
        break;
      }
      case Exp::Kind::Concat: set1(s, concat(r)); break;
      case Exp::Kind::Copy: {
        const Value& v = get(r.array);
        if (v.arr) set1(s, Value::array(std::make_shared<Array>(*v.arr)));
        else set1(s, v);
        break;
      }
      case Exp::Kind::Assert: {
        if (!prim(r.args[0]).as_bool()) {
          std::vector<std::string> vals;
          for (size_t k = 1; k < r.args.size(); ++k) vals.push_back(std::to_string(size(r.args[k])));
          fail(assert_text(e, vals, false), &e.loc);
        }
        for (int p : s.pat) bind(p, Value::scalar(PrimValue::unit()));
        break;
      }
      case Exp::Kind::If: {
        bool c = prim(r.args[0]).as_bool();
        std::vector<Value> out;
        exec_body(*r.bodies[c ? 0 : 1], out);
        setn(s, out);
        break;
      }
      case Exp::Kind::Loop: loop(s, r); break;
      case Exp::Kind::Screma: screma(s, r); break;
      case Exp::Kind::Stream: stream(s, r); break;
      case Exp::Kind::SegOp: segop(s, r); break;
      case Exp::Kind::Ad: internal_error("interpreter: jvp/vjp left unexpanded (ir/ad.h runs after elaboration)", __FILE__, __LINE__);
      case Exp::Kind::Scatter:
      case Exp::Kind::Hist: scatter_hist(s, r); break;
      case Exp::Kind::Apply: {
        std::vector<Value> vals;
        for (const RSub& a : r.args) vals.push_back(value(a));
        // A recursive call: the activation it interrupts keeps its values.
        std::vector<Value> saved;
        if (r.fun->recursive) {
          if (++rec_depth > kMaxRecursionDepth)
            fail("recursion too deep: more than " + std::to_string(kMaxRecursionDepth) +
                 " nested calls of recursive functions (does the recursion end?)");
          for (int slot : r.fun->own_slots) saved.push_back(std::move(env[static_cast<size_t>(slot)]));
        }
        for (size_t k = 0; k < vals.size(); k++) bind(r.fun->params[k], std::move(vals[k]));
        std::vector<Value> out;
        exec_body(*r.fun->body, out);
        // Release the arguments (an array the caller updates in place
        // afterwards is then not shared).
        for (int p : r.fun->params) bind(p, Value{});
        for (size_t k = 0; k < saved.size(); k++)
          env[static_cast<size_t>(r.fun->own_slots[k])] = std::move(saved[k]);
        if (r.fun->recursive) --rec_depth;
        setn(s, out);
        break;
      }
    }
    cur = saved;
  }

  void set_scalar(const RStm& s, const PrimValue& p) {
    if (s.pat.size() == 1) bind_scalar(s.pat[0], p);
    else set1(s, Value::scalar(p));
  }
  void set1(const RStm& s, Value v) {
    if (s.pat.empty()) return;
    internal_assert(s.pat.size() == 1, "interpreter: one result expected, pattern has " << s.pat.size());
    bind(s.pat[0], std::move(v));
  }
  void setn(const RStm& s, std::vector<Value>& vs) {
    internal_assert(s.pat.size() == vs.size(), "interpreter: pattern of " << s.pat.size() << " names for "
                                                                          << vs.size() << " values");
    for (size_t i = 0; i < vs.size(); i++) bind(s.pat[i], std::move(vs[i]));
  }

  // ---- indexing ----
  // The elements selected by `dims` on array `a`: result shape, and for each
  // result dimension the source stride (in elements), plus a base offset.
  struct View {
    std::vector<int64_t> shape, strides;
    int64_t offset = 0;
  };
  // The message of an index that fails first in dimension `from`: the
  // indices and the shape from the first index the program wrote on
  // (Exp::index_rank), or from the failing dimension where that is not
  // known, so that the message does not change when flattening prefixes
  // the index with segment indices (the backend words it the same way:
  // backend/kernel_codegen.h).
  [[noreturn]] void index_fail(const std::vector<RDim>& dims_in, const std::vector<int64_t>& shape_in, size_t from) {
    std::vector<RDim> dims = dims_in;
    std::vector<int64_t> shape = shape_in;
    // A read flatten/locality.cpp turned into one of a transposed array
    // is worded in the source's order (Exp::perm).
    if (cur && cur->exp.kind == Exp::Kind::Index && !cur->exp.perm.empty() &&
        cur->exp.perm.size() == dims.size() && dims.size() == shape.size()) {
      for (size_t k = 0; k < dims.size(); k++) {
        dims[k] = dims_in.at((size_t)cur->exp.perm[k]);
        shape[k] = shape_in.at((size_t)cur->exp.perm[k]);
      }
      from = 0;
    }
    if (cur && cur->exp.index_rank > 0 && dims.size() >= (size_t)cur->exp.index_rank)
      from = std::min(from, dims.size() - (size_t)cur->exp.index_rank);
    std::vector<RDim> rest(dims.begin() + (long)from, dims.end());
    fail("Index " + index_str(rest) + " out of bounds for array of shape " +
             shape_str(std::vector<int64_t>(shape.begin() + (long)from, shape.end())),
         &cur->exp.loc);
  }
  std::string index_str(const std::vector<RDim>& dims) {
    std::string s;
    for (size_t i = 0; i < dims.size(); i++) {
      if (i) s += ", ";
      const RDim& d = dims[i];
      if (!d.slice) {
        s += std::to_string(size(d.index));
      } else {
        int64_t st = size(d.start), n = size(d.count), str = size(d.stride);
        s += std::to_string(st) + ":" + std::to_string(st + n * str);
        if (str != 1) s += ":" + std::to_string(str);
      }
    }
    return "[" + s + "]";
  }
  View view(const Array& a, const std::vector<RDim>& dims) {
    if (dims.size() > a.shape.size()) fail("too many indices for array of shape " + shape_str(a.shape));
    std::vector<int64_t> astr(a.shape.size(), 1);
    for (size_t i = a.shape.size(); i-- > 1;) astr[i - 1] = astr[i] * a.shape[i];
    View v;
    for (size_t i = 0; i < dims.size(); i++) {
      const RDim& d = dims[i];
      int64_t n = a.shape[i];
      if (!d.slice) {
        int64_t k = size(d.index);
        if (k < 0 || k >= n) index_fail(dims, a.shape, i);
        v.offset += k * astr[i];
      } else {
        int64_t st = size(d.start), cnt = size(d.count), str = size(d.stride);
        bool ok = cnt >= 0;
        if (ok && cnt > 0) {
          int64_t last = st + (cnt - 1) * str;
          ok = st >= 0 && st < n && last >= 0 && last < n;
        }
        if (!ok) index_fail(dims, a.shape, i);
        v.offset += st * astr[i];
        v.shape.push_back(cnt);
        v.strides.push_back(str * astr[i]);
      }
    }
    for (size_t i = dims.size(); i < a.shape.size(); i++) {
      v.shape.push_back(a.shape[i]);
      v.strides.push_back(astr[i]);
    }
    return v;
  }
  // Calls f(result_element_index, source_element_offset, run_length) over the
  // view, in row-major order, with contiguous runs merged.
  template <typename F>
  void walk(const View& v, F f) {
    size_t r = v.shape.size();
    int64_t total = 1;
    for (int64_t d : v.shape) total *= d;
    if (total == 0) return;
    // Trailing dimensions that are contiguous form one run.
    int64_t run = 1;
    size_t k = r;
    while (k > 0 && v.strides[k - 1] == run) {
      run *= v.shape[k - 1];
      k--;
    }
    std::vector<int64_t> idx(k, 0);
    int64_t out = 0;
    while (true) {
      int64_t off = v.offset;
      for (size_t i = 0; i < k; i++) off += idx[i] * v.strides[i];
      f(out, off, run);
      out += run;
      size_t i = k;
      while (i > 0) {
        if (++idx[i - 1] < v.shape[i - 1]) break;
        idx[i - 1] = 0;
        i--;
      }
      if (i == 0) break;
    }
  }

  Value index(const RExp& r) {
    const Array& a = arr(r.array);
    View v = view(a, r.dims);
    size_t eb = static_cast<size_t>(prim_bytes(a.elem));
    if (v.shape.empty()) return Value::scalar(load(a.elem, a.data.data() + static_cast<size_t>(v.offset) * eb));
    auto out = new_array(a.elem, v.shape);
    walk(v, [&](int64_t o, int64_t src, int64_t n) {
      std::memcpy(out->data.data() + static_cast<size_t>(o) * eb, a.data.data() + static_cast<size_t>(src) * eb,
                  static_cast<size_t>(n) * eb);
    });
    return Value::array(out);
  }

  Value update(const RExp& r) {
    Value& slot = env[static_cast<size_t>(r.array)];
    if (slot.consumed || !slot.arr) fail("internal: update of a consumed array or of a scalar");
    Value taken = std::move(slot);
    slot = Value{};
    slot.consumed = true;
    ArrayPtr a = std::move(taken.arr);
    if (a.use_count() > 1) a = std::make_shared<Array>(*a);
    Value v = value(r.args[0]);
    View vw = view(*a, r.dims);
    size_t eb = static_cast<size_t>(prim_bytes(a->elem));
    if (vw.shape.empty()) {
      if (v.arr) fail("update of an element with an array");
      store(a->elem, a->data.data() + static_cast<size_t>(vw.offset) * eb, v.s);
    } else {
      std::vector<int64_t> vs = shape_of(v);
      if (vs != vw.shape)
        fail("update of a slice of shape " + shape_str(vw.shape) + " with a value of shape " + shape_str(vs),
             &cur->exp.loc);
      const Array& src = *v.arr;
      // Copy through a temporary when the source aliases the destination.
      std::vector<uint8_t> tmp;
      const uint8_t* sp = src.data.data();
      if (&src == a.get()) {
        tmp = src.data;
        sp = tmp.data();
      }
      walk(vw, [&](int64_t o, int64_t dst, int64_t n) {
        std::memcpy(a->data.data() + static_cast<size_t>(dst) * eb, sp + static_cast<size_t>(o) * eb,
                    static_cast<size_t>(n) * eb);
      });
    }
    return Value::array(a);
  }

  Value array_lit(const RExp& r) {
    const Exp& e = *r.e;
    std::vector<int64_t> outer{static_cast<int64_t>(r.args.size())};
    Value out;
    for (size_t i = 0; i < r.args.size(); i++) {
      Value v = value(r.args[i]);
      if (!v.arr && v.s.type != e.type.elem) v.s = eval_convert(e.type.elem, v.s);
      put(out, outer, static_cast<int64_t>(i), v);
    }
    if (!out.arr) {
      std::vector<int64_t> shape;
      if (!r.ret_dims.empty())
        for (const RSub& d : r.ret_dims[0]) shape.push_back(size(d));
      else
        for (const SubExp& d : e.type.shape) shape.push_back(d.is_const() ? d.value.as_i64() : 0);
      if (shape.empty()) shape.push_back(0);
      shape[0] = 0;
      out.arr = new_array(e.type.elem, shape);
    }
    return out;
  }

  Value rearrange(const Array& a, const std::vector<int>& perm) {
    size_t r = a.shape.size();
    if (perm.size() != r) fail("rearrange with a permutation of the wrong rank");
    std::vector<int64_t> astr(r, 1);
    for (size_t i = r; i-- > 1;) astr[i - 1] = astr[i] * a.shape[i];
    View v;
    for (size_t i = 0; i < r; i++) {
      v.shape.push_back(a.shape[static_cast<size_t>(perm[i])]);
      v.strides.push_back(astr[static_cast<size_t>(perm[i])]);
    }
    auto out = new_array(a.elem, v.shape);
    size_t eb = static_cast<size_t>(prim_bytes(a.elem));
    walk(v, [&](int64_t o, int64_t src, int64_t n) {
      std::memcpy(out->data.data() + static_cast<size_t>(o) * eb, a.data.data() + static_cast<size_t>(src) * eb,
                  static_cast<size_t>(n) * eb);
    });
    return Value::array(out);
  }

  Value concat(const RExp& r) {
    internal_assert(!r.arrays.empty(), "interpreter: concat of no arrays");
    const Array& first = arr(r.arrays[0]);
    std::vector<int64_t> rowshape(first.shape.begin() + 1, first.shape.end());
    int64_t total = 0;
    for (int s : r.arrays) {
      const Array& a = arr(s);
      if (std::vector<int64_t>(a.shape.begin() + 1, a.shape.end()) != rowshape)
        fail("concat of arrays of shapes " + shape_str(first.shape) + " and " + shape_str(a.shape));
      total += a.shape[0];
    }
    if (!r.args.empty() && size(r.args[0]) != total)
      fail("concat: result size " + std::to_string(size(r.args[0])) + " does not match " + std::to_string(total));
    std::vector<int64_t> shape{total};
    shape.insert(shape.end(), rowshape.begin(), rowshape.end());
    auto out = new_array(first.elem, shape);
    size_t off = 0;
    for (int s : r.arrays) {
      const Array& a = arr(s);
      if (!a.data.empty()) std::memcpy(out->data.data() + off, a.data.data(), a.data.size());
      off += a.data.size();
    }
    return Value::array(out);
  }

  // ---- loops ----
  void loop(const RStm& s, const RExp& r) {
    const Exp& e = *r.e;
    std::vector<Value> vals;
    for (const RSub& init : r.merge_init) vals.push_back(value(init));
    const RBody& body = *r.bodies[0];
    if (e.loop_kind == Exp::LoopKind::For) {
      int64_t n = prim(r.args[0]).as_i64();
      PrimType it = is_int(e.prim) ? e.prim : r.args[0].slot >= 0 ? prim(r.args[0]).type : r.args[0].c.type;
      if (!is_int(it)) it = PrimType::I64;
      for (int64_t i = 0; i < n; i++) {
        for (size_t k = 0; k < vals.size(); k++) bind(r.merge_params[k], std::move(vals[k]));
        bind(r.loop_var, Value::scalar(PrimValue::int_value(it, i)));
        exec_body(body, vals);
      }
    } else {
      while (true) {
        if (!vals[static_cast<size_t>(r.loop_var)].s.as_bool()) break;
        for (size_t k = 0; k < vals.size(); k++) bind(r.merge_params[k], std::move(vals[k]));
        exec_body(body, vals);
      }
    }
    setn(s, vals);
  }

  // ---- operators ----
  // acc := op(acc, xs) for an operator of k = acc.size() values.
  void apply_op(const RRed& op, std::vector<Value>& acc, const Value* xs, std::vector<Value>& tmp) {
    size_t k = acc.size();
    for (size_t j = 0; j < k; j++) bind(op.lam.params[j], std::move(acc[j]));
    for (size_t j = 0; j < k; j++) bind(op.lam.params[k + j], xs[j]);
    exec_body(*op.lam.body, tmp);
    for (size_t j = 0; j < k; j++) acc[j] = std::move(tmp[j]);
  }

  // ---- pairwise reduction ----
  // The order in which a reduction combines elements is unspecified for its
  // (associative) operator.  Combining blocks pairwise, in order, keeps long
  // f32 sums as accurate as the parallel backends' trees instead of losing
  // digits to one running sum.
  struct Pairwise {
    static constexpr int64_t kBlock = 1024;
    std::vector<std::pair<int, std::vector<Value>>> stack;  // (level, partial)
    std::vector<Value> cur;
    int64_t count = 0;
  };
  std::vector<Value> neutral_of(const RRed& op) {
    std::vector<Value> a;
    for (const RSub& n : op.neutral) a.push_back(value(n));
    return a;
  }
  void pw_start(Pairwise& p, const RRed& op) {
    p.stack.clear();
    p.cur = neutral_of(op);
    p.count = 0;
  }
  void pw_add(Pairwise& p, const RRed& op, const Value* xs, std::vector<Value>& tmp) {
    apply_op(op, p.cur, xs, tmp);
    if (++p.count % Pairwise::kBlock != 0) return;
    std::vector<Value> vals = std::move(p.cur);
    int level = 0;
    while (!p.stack.empty() && p.stack.back().first == level) {
      std::vector<Value> older = std::move(p.stack.back().second);
      p.stack.pop_back();
      apply_op(op, older, vals.data(), tmp);
      vals = std::move(older);
      level++;
    }
    p.stack.push_back({level, std::move(vals)});
    p.cur = neutral_of(op);
  }
  std::vector<Value> pw_finish(Pairwise& p, const RRed& op, std::vector<Value>& tmp) {
    if (p.stack.empty()) return std::move(p.cur);
    std::vector<Value> acc = std::move(p.stack[0].second);
    for (size_t i = 1; i < p.stack.size(); i++) apply_op(op, acc, p.stack[i].second.data(), tmp);
    if (p.count % Pairwise::kBlock != 0) apply_op(op, acc, p.cur.data(), tmp);
    p.stack.clear();
    return acc;
  }

  void screma(const RStm& s, const RExp& r) {
    int64_t w = size(r.args[0]);
    std::vector<const Array*> ins;
    for (int a : r.arrays) {
      const Array& in = arr(a);
      if (in.shape.empty() || in.shape[0] != w)
        fail("screma: array of shape " + shape_str(in.shape) + " does not have outer size " + std::to_string(w));
      ins.push_back(&in);
    }
    // Keep the inputs alive even if the lambda overwrites their slots.
    std::vector<ArrayPtr> keep;
    for (int a : r.arrays) keep.push_back(get(a).arr);

    size_t nscan = 0, nred = 0;
    for (const RRed& op : r.scans) nscan += op.neutral.size();
    for (const RRed& op : r.reduces) nred += op.neutral.size();
    std::vector<std::vector<Value>> scan_acc, red_acc;
    for (const RRed& op : r.scans) {
      std::vector<Value> a;
      for (const RSub& n : op.neutral) a.push_back(value(n));
      scan_acc.push_back(std::move(a));
    }
    std::vector<Pairwise> red_pw(r.reduces.size());
    for (size_t k = 0; k < r.reduces.size(); k++) pw_start(red_pw[k], r.reduces[k]);
    const RLambda& lam = r.map_lambda;
    size_t nres = lam.ret_elem.size();
    std::vector<Value> outs(nres);  // scanned arrays (first nscan), mapped arrays (after nscan+nred)
    std::vector<Value> res, tmp;
    std::vector<int64_t> outer{w};
    internal_assert(lam.params.size() == ins.size(),
                    "interpreter: screma lambda takes " << lam.params.size() << " parameters for " << ins.size()
                                                        << " arrays");
    for (int64_t i = 0; i < w; i++) {
      for (size_t j = 0; j < ins.size(); j++) {
        const Array& in = *ins[j];
        if (in.shape.size() == 1)
          bind_scalar(lam.params[j], load(in.elem, in.data.data() + static_cast<size_t>(i) * static_cast<size_t>(prim_bytes(in.elem))));
        else
          bind(lam.params[j], row(in, i));
      }
      exec_body(*lam.body, res);
      internal_assert(res.size() >= nscan + nred, "interpreter: screma lambda returns too few values");
      size_t pos = 0;
      for (size_t k = 0; k < r.scans.size(); k++) {
        apply_op(r.scans[k], scan_acc[k], &res[pos], tmp);
        for (size_t j = 0; j < scan_acc[k].size(); j++) put(outs[pos + j], outer, i, scan_acc[k][j]);
        pos += scan_acc[k].size();
      }
      for (size_t k = 0; k < r.reduces.size(); k++) {
        pw_add(red_pw[k], r.reduces[k], &res[pos], tmp);
        pos += r.reduces[k].neutral.size();
      }
      for (size_t j = pos; j < res.size(); j++) put(outs[j], outer, i, res[j]);
    }
    for (size_t k = 0; k < r.reduces.size(); k++) red_acc.push_back(pw_finish(red_pw[k], r.reduces[k], tmp));
    std::vector<Value> results;
    size_t pos = 0;
    for (auto& acc : scan_acc)
      for (size_t j = 0; j < acc.size(); j++, pos++)
        results.push_back(outs[pos].arr ? std::move(outs[pos]) : empty_result(outer, lam.ret_dims[pos], lam.ret_elem[pos]));
    for (auto& acc : red_acc)
      for (Value& v : acc) {
        results.push_back(std::move(v));
        pos++;
      }
    for (; pos < nres; pos++)
      results.push_back(outs[pos].arr ? std::move(outs[pos]) : empty_result(outer, lam.ret_dims[pos], lam.ret_elem[pos]));
    setn(s, results);
  }

  // ---- streams (Exp::Kind::Stream, PLDI'17 Figure 8) ----
  // The chunk sizes the interpreter partitions a stream of width w into: a
  // fixed cycle of unequal sizes (1, 3, 2, 4 times a unit that keeps the
  // number of chunks below about 40), the last chunk taking what is left.
  // Deterministic, and deliberately not one chunk, so that tests exercise
  // the "any partitioning" promise of the streaming SOACs.  An empty input
  // is one empty chunk (so that the results get their shapes).
  static std::vector<int64_t> chunk_sizes(int64_t w) {
    static const int64_t cycle[] = {1, 3, 2, 4};
    int64_t unit = std::max<int64_t>(1, w / 100);
    std::vector<int64_t> sizes;
    for (int64_t off = 0, k = 0; off < w; k++) {
      int64_t c = std::min(w - off, unit * cycle[k % 4]);
      sizes.push_back(c);
      off += c;
    }
    if (sizes.empty()) sizes.push_back(0);
    return sizes;
  }

  // Rows [off, off + c) of `a` as a fresh array.
  static Value rows(const Array& a, int64_t off, int64_t c) {
    std::vector<int64_t> shape = a.shape;
    shape[0] = c;
    auto r = new_array(a.elem, shape);
    size_t bytes = r->data.size();
    size_t row_bytes = c ? bytes / static_cast<size_t>(c) : 0;
    if (bytes) std::memcpy(r->data.data(), a.data.data() + static_cast<size_t>(off) * row_bytes, bytes);
    return Value::array(std::move(r));
  }

  void stream(const RStm& s, const RExp& r) {
    const Exp& e = *r.e;
    int64_t w = size(r.args[0]);
    size_t p = r.args.size() - 1;
    std::vector<ArrayPtr> ins;
    for (int a : r.arrays) {
      const Array& in = arr(a);
      if (in.shape.empty() || in.shape[0] != w)
        fail("stream: array of shape " + shape_str(in.shape) + " does not have outer size " + std::to_string(w));
      ins.push_back(get(a).arr);
    }
    std::vector<Value> init;
    for (size_t j = 0; j < p; j++) init.push_back(value(r.args[1 + j]));
    const RLambda& lam = r.map_lambda;
    std::vector<Value> acc = init;  // Red: the running combination; Seq: the threaded accumulators
    std::vector<std::vector<Value>> outs(lam.ret_elem.size() - p);
    std::vector<Value> res, tmp;
    int64_t off = 0;
    for (int64_t c : chunk_sizes(w)) {
      bind_scalar(lam.params[0], PrimValue::int_value(PrimType::I64, c));
      for (size_t j = 0; j < p; j++)
        bind(lam.params[1 + j], e.stream_kind == Exp::StreamKind::Seq ? std::move(acc[j]) : init[j]);
      for (size_t j = 0; j < ins.size(); j++) bind(lam.params[1 + p + j], rows(*ins[j], off, c));
      exec_body(*lam.body, res);
      for (size_t j = p; j < res.size(); j++) {
        if (shape_of(res[j]).empty() || shape_of(res[j])[0] != c)
          fail("stream: chunk function result of shape " + shape_str(shape_of(res[j])) +
               " for a chunk of size " + std::to_string(c));
        outs[j - p].push_back(std::move(res[j]));
      }
      if (e.stream_kind == Exp::StreamKind::Red)
        apply_op(r.reduces[0], acc, res.data(), tmp);
      else if (e.stream_kind == Exp::StreamKind::Seq)
        for (size_t j = 0; j < p; j++) acc[j] = std::move(res[j]);
      off += c;
    }
    std::vector<Value> results = std::move(acc);
    for (auto& parts : outs) {
      std::vector<int64_t> shape = shape_of(parts[0]);
      shape[0] = w;
      for (const Value& v : parts)
        if (!std::equal(shape.begin() + 1, shape.end(), v.arr->shape.begin() + 1, v.arr->shape.end()))
          fail("stream: chunks of irregular shapes " + shape_str(shape) + " and " + shape_str(v.arr->shape));
      auto out = new_array(parts[0].arr->elem, shape);
      size_t at = 0;
      for (const Value& v : parts) {
        if (!v.arr->data.empty()) std::memcpy(out->data.data() + at, v.arr->data.data(), v.arr->data.size());
        at += v.arr->data.size();
      }
      results.push_back(Value::array(std::move(out)));
    }
    setn(s, results);
  }

  // ---- scatter and hist (Exp::Kind::Scatter/Hist, SegKind::Scatter/Hist) ----
  // Takes the destination arrays out of their slots (they are consumed),
  // copying one that is still shared.
  std::vector<Value> take_dests(const std::vector<int>& slots) {
    std::vector<Value> dests;
    for (int d : slots) {
      Value& slot = env[static_cast<size_t>(d)];
      if (slot.consumed || !slot.arr) fail("internal: scatter into a consumed array or a scalar");
      ArrayPtr a = std::move(slot.arr);
      slot = Value{};
      slot.consumed = true;
      if (a.use_count() > 1) a = std::make_shared<Array>(*a);
      dests.push_back(Value::array(std::move(a)));
    }
    return dests;
  }
  // dest_j[idx] = vals[j] (scatter) or op(dest_j[idx], vals[j]) (hist);
  // indices out of range are ignored.
  void scatter_point(std::vector<Value>& dests, int64_t idx, const Value* vals, const RRed* op,
                     std::vector<Value>& tmp) {
    int64_t m = dests[0].arr->shape[0];
    if (idx < 0 || idx >= m) return;
    std::vector<int64_t> outer{m};
    if (!op) {
      for (size_t j = 0; j < dests.size(); j++) put(dests[j], outer, idx, vals[j]);
      return;
    }
    std::vector<Value> acc;
    for (Value& d : dests) acc.push_back(row(*d.arr, idx));
    apply_op(*op, acc, vals, tmp);
    for (size_t j = 0; j < dests.size(); j++) put(dests[j], outer, idx, acc[j]);
  }
  void scatter_hist(const RStm& s, const RExp& r) {
    int64_t w = size(r.args[0]);
    size_t k = (r.arrays.size() - 1) / 2;
    std::vector<ArrayPtr> ins;  // indices and values, kept alive
    for (size_t j = 0; j <= k; j++) {
      ins.push_back(get(r.arrays[j]).arr);
      internal_assert(ins.back(), "interpreter: scatter input is not an array");
      if (ins.back()->shape.empty() || ins.back()->shape[0] != w)
        fail("scatter: array of shape " + shape_str(ins.back()->shape) + " does not have outer size " +
             std::to_string(w));
    }
    std::vector<Value> dests = take_dests(std::vector<int>(r.arrays.begin() + 1 + static_cast<long>(k), r.arrays.end()));
    for (size_t j = 1; j < dests.size(); j++)
      if (dests[j].arr->shape[0] != dests[0].arr->shape[0]) fail("scatter: destinations of different sizes");
    const RRed* op = r.e->kind == Exp::Kind::Hist ? &r.reduces.at(0) : nullptr;
    std::vector<Value> vals(k), tmp;
    for (int64_t i = 0; i < w; i++) {
      int64_t idx = load(PrimType::I64, ins[0]->data.data() + static_cast<size_t>(i) * 8).as_i64();
      for (size_t j = 0; j < k; j++) vals[j] = row(*ins[1 + j], i);
      scatter_point(dests, idx, vals.data(), op, tmp);
    }
    setn(s, dests);
  }

  // ---- SegOps ----
  void segop(const RStm& s, const RExp& r) {
    const Exp& e = *r.e;
    std::vector<int64_t> space = sizes(r.seg_sizes);
    internal_assert(!space.empty(), "interpreter: SegOp with an empty space");
    for (int64_t d : space)
      if (d < 0) fail("SegOp over a negative size");
    const RBody& body = *r.bodies[0];
    size_t nres = r.ret_elem.size();
    std::vector<Value> res, tmp;

    if (e.seg_kind == SegKind::Scatter || e.seg_kind == SegKind::Hist) {
      std::vector<Value> dests = take_dests(r.arrays);
      const RRed* op = e.seg_kind == SegKind::Hist ? &r.reduces.at(0) : nullptr;
      for (int64_t p = 0; p < space[0]; p++) {
        bind(r.gtids[0], Value::scalar(PrimValue::int_value(PrimType::I64, p)));
        exec_body(body, res);
        internal_assert(res.size() == dests.size() + 1, "interpreter: segscatter body returns the wrong number of values");
        scatter_point(dests, res[0].s.as_i64(), &res[1], op, tmp);
      }
      setn(s, dests);
      return;
    }

    if (e.seg_kind == SegKind::Map) {
      int64_t total = 1;
      for (int64_t d : space) total *= d;
      std::vector<Value> outs(nres);
      std::vector<int64_t> flat{total};
      std::vector<int64_t> idx(space.size(), 0);
      for (int64_t p = 0; p < total; p++) {
        for (size_t k = 0; k < space.size(); k++) bind(r.gtids[k], Value::scalar(PrimValue::int_value(PrimType::I64, idx[k])));
        exec_body(body, res);
        for (size_t j = 0; j < res.size() && j < nres; j++) put(outs[j], flat, p, res[j]);
        advance(idx, space);
      }
      std::vector<Value> results;
      for (size_t j = 0; j < nres; j++) {
        if (!outs[j].arr) {
          results.push_back(empty_result(space, r.ret_dims[j], r.ret_elem[j]));
        } else {
          // Unflatten the leading dimension into the space's shape.
          std::vector<int64_t> shape = space;
          shape.insert(shape.end(), outs[j].arr->shape.begin() + 1, outs[j].arr->shape.end());
          outs[j].arr->shape = shape;
          results.push_back(std::move(outs[j]));
        }
      }
      setn(s, results);
      return;
    }

    // Red and Scan: segments along the innermost dimension.
    std::vector<int64_t> outer(space.begin(), space.end() - 1);
    int64_t nouter = 1;
    for (int64_t d : outer) nouter *= d;
    int64_t inner = space.back();
    size_t nop = 0;
    for (const RRed& op : r.reduces) nop += op.neutral.size();
    bool is_scan = e.seg_kind == SegKind::Scan;
    std::vector<Value> outs(nres);
    std::vector<int64_t> red_flat{nouter}, full_flat{nouter * inner};
    std::vector<int64_t> oidx(outer.size(), 0);
    for (int64_t o = 0; o < nouter; o++) {
      std::vector<std::vector<Value>> acc;  // scans: running values
      std::vector<Pairwise> pw(r.reduces.size());  // reductions
      for (size_t k = 0; k < r.reduces.size(); k++) {
        acc.push_back(neutral_of(r.reduces[k]));
        pw_start(pw[k], r.reduces[k]);
      }
      for (size_t k = 0; k < outer.size(); k++) bind(r.gtids[k], Value::scalar(PrimValue::int_value(PrimType::I64, oidx[k])));
      for (int64_t j = 0; j < inner; j++) {
        bind(r.gtids.back(), Value::scalar(PrimValue::int_value(PrimType::I64, j)));
        exec_body(body, res);
        internal_assert(res.size() >= nop, "interpreter: SegOp body returns too few values for its operator");
        size_t pos = 0;
        for (size_t k = 0; k < r.reduces.size(); k++) {
          if (is_scan)
            apply_op(r.reduces[k], acc[k], &res[pos], tmp);
          else
            pw_add(pw[k], r.reduces[k], &res[pos], tmp);
          if (is_scan)
            for (size_t q = 0; q < acc[k].size(); q++) put(outs[pos + q], full_flat, o * inner + j, acc[k][q]);
          pos += acc[k].size();
        }
        for (size_t q = nop; q < res.size() && q < nres; q++) put(outs[q], full_flat, o * inner + j, res[q]);
      }
      if (!is_scan) {
        for (size_t k = 0; k < r.reduces.size(); k++) acc[k] = pw_finish(pw[k], r.reduces[k], tmp);
        size_t pos = 0;
        for (auto& a : acc)
          for (Value& v : a) put(outs[pos++], red_flat, o, v);
      }
      advance(oidx, outer);
    }
    std::vector<Value> results;
    for (size_t j = 0; j < nres; j++) {
      bool reduced = !is_scan && j < nop;
      const std::vector<int64_t>& shp = reduced ? outer : space;
      if (!outs[j].arr) {
        if (reduced && outer.empty()) {
          // A one-dimensional reduction with no rows was never stored: the neutral element.
          size_t pos = 0;
          Value nv;
          for (const RRed& op : r.reduces)
            for (const RSub& n : op.neutral) {
              if (pos == j) nv = value(n);
              pos++;
            }
          results.push_back(nv);
        } else {
          results.push_back(empty_result(shp, r.ret_dims[j], r.ret_elem[j]));
        }
        continue;
      }
      std::vector<int64_t> shape = shp;
      shape.insert(shape.end(), outs[j].arr->shape.begin() + 1, outs[j].arr->shape.end());
      outs[j].arr->shape = shape;
      if (shape.empty()) {
        results.push_back(Value::scalar(load(outs[j].arr->elem, outs[j].arr->data.data())));
      } else {
        results.push_back(std::move(outs[j]));
      }
    }
    setn(s, results);
  }

  static void advance(std::vector<int64_t>& idx, const std::vector<int64_t>& shape) {
    for (size_t k = idx.size(); k-- > 0;) {
      if (++idx[k] < shape[k]) return;
      idx[k] = 0;
    }
  }
};

// ---------------------------------------------------------------------------
// Entry arguments and results

std::optional<PrimType> from_rn(rn_prim t) {
  switch (t) {
    case RN_I8: return PrimType::I8;
    case RN_I16: return PrimType::I16;
    case RN_I32: return PrimType::I32;
    case RN_I64: return PrimType::I64;
    case RN_U8: return PrimType::U8;
    case RN_U16: return PrimType::U16;
    case RN_U32: return PrimType::U32;
    case RN_U64: return PrimType::U64;
    case RN_F16: return PrimType::F16;
    case RN_F32: return PrimType::F32;
    case RN_F64: return PrimType::F64;
    case RN_BOOL: return PrimType::Bool;
  }
  return std::nullopt;
}

rn_prim to_rn(PrimType t) {
  switch (t) {
    case PrimType::I8: return RN_I8;
    case PrimType::I16: return RN_I16;
    case PrimType::I32: return RN_I32;
    case PrimType::I64: return RN_I64;
    case PrimType::U8: return RN_U8;
    case PrimType::U16: return RN_U16;
    case PrimType::U32: return RN_U32;
    case PrimType::U64: return RN_U64;
    case PrimType::F16: return RN_F16;
    case PrimType::F32: return RN_F32;
    case PrimType::F64: return RN_F64;
    case PrimType::Bool: case PrimType::Unit: return RN_BOOL;
  }
  return RN_BOOL;
}

std::string rn_type_str(const rn_value& v) {
  std::string s;
  for (int i = 0; i < v.rank; i++) s += "[]";
  auto t = from_rn(v.type);
  return s + (t ? prim_name(*t) : "?");
}

std::string param_type_str(const Type& t) {
  std::string s;
  for (int i = 0; i < t.rank(); i++) s += "[]";
  return s + prim_name(t.elem);
}

}  // namespace

std::vector<rn_value> interpret(const Program& prog, const std::string& entry,
                                const std::vector<rn_value>& args, uint64_t* steps) {
  const Function* fn = nullptr;
  for (const Function& f : prog.functions)
    if (f.name == entry) fn = &f;
  if (!fn) throw RuntimeError("no entry point named '" + entry + "'");
  internal_assert(fn->body != nullptr, "interpreter: function " << entry << " has no body");

  Resolver res;
  for (const Function& f : prog.functions)
    if (!f.entry) res.functions[f.name] = &f;
  res.collect_params(fn->params);
  for (const Param& p : fn->params)
    for (const SubExp& d : p.type.shape)
      if (d.is_var()) res.bind(d.var);
  res.collect_body(*fn->body);
  RBodyPtr body = res.body(*fn->body);

  Machine m(res.slots.size());
  std::string where = fn->loc.known() ? fn->loc.str() + ": " : "";
  if (args.size() != fn->params.size())
    throw RuntimeError(where + "entry point " + entry + " takes " + std::to_string(fn->params.size()) +
                       " arguments, but " + std::to_string(args.size()) + " were given");
  std::vector<bool> bound(res.slots.size(), false);
  for (size_t i = 0; i < args.size(); i++) {
    const Param& p = fn->params[i];
    const rn_value& a = args[i];
    std::string pname = i < fn->param_names.size() ? fn->param_names[i] : p.name;
    auto at = from_rn(a.type);
    if (!at || *at != p.type.elem || a.rank != p.type.rank())
      throw RuntimeError(where + "argument " + std::to_string(i + 1) + " (" + pname + ") of entry point " + entry +
                         " has type " + rn_type_str(a) + ", but " + param_type_str(p.type) + " was expected");
    std::vector<int64_t> shape(a.shape, a.shape + a.rank);
    for (int d = 0; d < a.rank; d++) {
      const SubExp& sd = p.type.shape[static_cast<size_t>(d)];
      int64_t expect = -1;
      std::string what;
      if (sd.is_const()) {
        expect = sd.value.as_i64();
        what = "size " + std::to_string(expect);
      } else {
        int slot = res.use(sd.var);
        if (bound[static_cast<size_t>(slot)]) {
          expect = m.env[static_cast<size_t>(slot)].s.as_i64();
          what = "size " + std::to_string(expect) + " (" + sd.var + ", from an earlier argument)";
        } else {
          m.env[static_cast<size_t>(slot)] = Value::scalar(PrimValue::int_value(PrimType::I64, shape[static_cast<size_t>(d)]));
          bound[static_cast<size_t>(slot)] = true;
        }
      }
      if (expect >= 0 && expect != shape[static_cast<size_t>(d)])
        throw RuntimeError(where + "argument " + std::to_string(i + 1) + " (" + pname + ") of entry point " + entry +
                           " has shape " + shape_str(shape) + ", but dimension " + std::to_string(d + 1) +
                           " should have " + what);
    }
    Value v;
    if (a.rank == 0) {
      v = Value::scalar(load(*at, static_cast<const uint8_t*>(a.data)));
    } else {
      auto arr = new_array(*at, shape);
      if (!arr->data.empty()) std::memcpy(arr->data.data(), a.data, arr->data.size());
      v = Value::array(arr);
    }
    int slot = res.use(p.name);
    m.env[static_cast<size_t>(slot)] = std::move(v);
    bound[static_cast<size_t>(slot)] = true;
  }

  std::vector<Value> outs;
  m.exec_body(*body, outs);
  if (steps != nullptr) *steps = m.steps;

  std::vector<rn_value> results;
  for (Value& v : outs) {
    rn_value rv;
    std::memset(&rv, 0, sizeof rv);
    PrimType t = elem_of(v);
    std::vector<int64_t> shape = shape_of(v);
    internal_assert(shape.size() <= RN_MAX_RANK, "interpreter: result of rank " << shape.size());
    if (rn_value_alloc(&rv, to_rn(t), static_cast<int>(shape.size()), shape.data()) != 0) {
      for (rn_value& r : results) rn_value_free(&r);
      throw RuntimeError("out of memory allocating a result of shape " + shape_str(shape));
    }
    if (v.arr) {
      if (!v.arr->data.empty()) std::memcpy(rv.data, v.arr->data.data(), v.arr->data.size());
    } else if (t != PrimType::Unit) {
      store(t, static_cast<uint8_t*>(rv.data), v.s);
    }
    results.push_back(rv);
  }
  return results;
}

}  // namespace runic::ir
