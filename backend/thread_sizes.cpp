// Size kernels for arrays of thread-computed size; see thread_sizes.h.
#include "backend/thread_sizes.h"

#include <map>
#include <optional>
#include <set>

#include "ir/ir_walk.h"

namespace runic::backend {

namespace {

using K = ir::Exp::Kind;

// Every name an expression refers to, nested bodies included.
void uses_exp(const ir::Exp& e, std::set<ir::VName>& out);
void uses_body(const ir::Body& b, std::set<ir::VName>& out) {
  for (auto& s : b.stms) uses_exp(s.exp, out);
  for (auto& r : b.result) if (r.is_var()) out.insert(r.var);
}
void uses_type(const ir::Type& t, std::set<ir::VName>& out) {
  for (auto& d : t.shape) if (d.is_var()) out.insert(d.var);
}
void uses_exp(const ir::Exp& e, std::set<ir::VName>& out) {
  auto se = [&](const ir::SubExp& s) { if (s.is_var()) out.insert(s.var); };
  for (auto& a : e.args) se(a);
  if (!e.array.empty()) out.insert(e.array);
  for (auto& a : e.arrays) out.insert(a);
  for (auto& d : e.dims) { se(d.index); se(d.start); se(d.count); se(d.stride); }
  for (auto& [p, init] : e.merge) { se(init); uses_type(p.type, out); }
  for (auto& b : e.bodies) if (b) uses_body(*b, out);
  for (auto& t : e.ret) uses_type(t, out);
  uses_type(e.type, out);
}

// Walks a SegOp body: the names it binds, their types, and the types of
// the arrays that get storage of their own in kernel code
// (backend/kernel_arrays.cpp: fresh arrays, loop variables, copies made
// for reshapes).
struct BodyScan {
  std::set<ir::VName> bound;
  std::map<ir::VName, ir::Type> types;
  std::vector<ir::Type> stored;

  void body(const ir::Body& b) {
    for (auto& s : b.stms) {
      for (auto& p : s.pat) bound.insert(p.name), types[p.name] = p.type;
      for (auto& [p, _] : s.exp.merge) bound.insert(p.name), types[p.name] = p.type, stored.push_back(p.type);
      if (!s.exp.loop_var.empty()) bound.insert(s.exp.loop_var);
      bool fresh = s.exp.kind == K::Copy || s.exp.kind == K::Replicate || s.exp.kind == K::Iota ||
                   s.exp.kind == K::ArrayLit || s.exp.kind == K::Concat || s.exp.kind == K::Loop;
      if (fresh) for (auto& p : s.pat) stored.push_back(p.type);
      if (s.exp.kind == K::Reshape) {
        auto it = types.find(s.exp.array);
        if (it != types.end()) stored.push_back(it->second);
      }
      for (auto& bb : s.exp.bodies) if (bb) body(*bb);
    }
  }
};

ir::Stm scalar_stm(ir::VName name, PrimType t, ir::Exp e) {
  ir::Stm s;
  s.pat = {{std::move(name), ir::Type::scalar(t)}};
  s.exp = std::move(e);
  return s;
}

ir::Exp binop(BinOp op, ir::SubExp a, ir::SubExp b) {
  ir::Exp e;
  e.kind = K::BinOp;
  e.binop = op;
  e.prim = PrimType::I64;
  e.args = {std::move(a), std::move(b)};
  return e;
}

// Scalar slices: a statement that binds arrays besides scalars (a loop
// that grows an array carries its size beside it, `loop (k, xs) = (1,
// [0]) for i < n do (k + 1, xs ++ [i])`; an `if` returns an array and its
// size) cut down to the statements that compute its scalar results.
// nullopt where those need an array the kernel binds.
// Whether every size of `t` is known on the host: an array of such a
// type needs no size kernel of its own, so a slice may compute it.
bool host_sized(const ir::Type& t, const BodyScan& scan) {
  for (auto& d : t.shape)
    if (d.is_var() && scan.bound.count(d.var)) return false;
  return true;
}

// Whether `e` reads an array the kernel binds whose size the thread
// computes (a slice cannot compute it); else adds its uses to `out`.
bool uses_kernel_array(const ir::Exp& e, const BodyScan& scan, std::set<ir::VName>* out = nullptr) {
  std::set<ir::VName> uses;
  uses_exp(e, uses);
  for (auto& u : uses) {
    auto t = scan.types.find(u);
    if (scan.bound.count(u) && t != scan.types.end() && t->second.is_array() && !host_sized(t->second, scan))
      return true;
  }
  if (out) out->insert(uses.begin(), uses.end());
  return false;
}

// Whether statement `t`, of which `wanted` names results, must be cut
// down to its scalar results (it binds arrays nobody wants); false when it
// is kept whole.  nullopt where a wanted array's size is thread-computed.
std::optional<bool> needs_scalar_slice(const ir::Stm& t, const std::set<ir::VName>& wanted,
                                       const BodyScan& scan) {
  bool arrays = false, arrays_wanted = false;
  for (auto& p : t.pat) {
    if (!p.type.is_array()) continue;
    arrays = true;
    if (!wanted.count(p.name)) continue;
    if (!host_sized(p.type, scan)) return std::nullopt;
    arrays_wanted = true;
  }
  return arrays && !arrays_wanted;
}

std::optional<ir::Stm> scalar_stm_slice(const ir::Stm& s, const BodyScan& scan);

// The statements of `b` that compute its results at the positions `want`.
std::optional<ir::BodyPtr> scalar_body_slice(const ir::Body& b, const std::vector<bool>& want,
                                             const BodyScan& scan) {
  std::set<ir::VName> wanted;
  auto out = std::make_shared<ir::Body>();
  for (size_t j = 0; j < b.result.size(); ++j)
    if (want[j]) {
      out->result.push_back(b.result[j]);
      if (b.result[j].is_var()) wanted.insert(b.result[j].var);
    }
  std::vector<ir::Stm> kept;
  for (size_t k = b.stms.size(); k-- > 0;) {
    const ir::Stm& t = b.stms[k];
    bool w = false;
    for (auto& p : t.pat) w = w || wanted.count(p.name);
    if (!w) continue;
    std::optional<bool> cut = needs_scalar_slice(t, wanted, scan);
    if (!cut) return std::nullopt;
    std::optional<ir::Stm> st = *cut ? scalar_stm_slice(t, scan) : std::optional<ir::Stm>(t);
    if (!st) st = t;
    if (uses_kernel_array(st->exp, scan, &wanted)) return std::nullopt;
    kept.push_back(std::move(*st));
  }
  out->stms.assign(std::make_move_iterator(kept.rbegin()), std::make_move_iterator(kept.rend()));
  return out;
}

// `s` with its scalar results only (an `if` or a loop).
std::optional<ir::Stm> scalar_stm_slice(const ir::Stm& s, const BodyScan& scan) {
  const ir::Exp& e = s.exp;
  if (e.kind != K::If && e.kind != K::Loop) return std::nullopt;
  std::vector<bool> scalar(s.pat.size());
  ir::Stm out;
  out.loc = s.loc;
  ir::Exp& ne = out.exp;
  ne.kind = e.kind;
  ne.args = e.args;
  for (size_t j = 0; j < s.pat.size(); ++j) {
    scalar[j] = !s.pat[j].type.is_array();
    if (!scalar[j]) continue;
    out.pat.push_back(s.pat[j]);
    if (e.kind == K::If) ne.ret.push_back(e.ret.at(j));
  }
  if (e.kind == K::If) {
    for (auto& br : e.bodies) {
      auto nb = scalar_body_slice(*br, scalar, scan);
      if (!nb) return std::nullopt;
      ne.bodies.push_back(*nb);
    }
    return out;
  }
  ne.loop_kind = e.loop_kind;
  ne.loop_var = e.loop_var;
  ne.prim = e.prim;
  for (size_t j = 0; j < e.merge.size(); ++j)
    if (scalar[j]) {
      ne.merge.push_back(e.merge[j]);
      ne.ret.push_back(e.merge[j].first.type);
    }
  auto nb = scalar_body_slice(*e.bodies.at(0), scalar, scan);
  if (!nb) return std::nullopt;
  ne.bodies = {*nb};
  return out;
}

// Fresh names for what `s` binds inside its expression (a size kernel may
// hold several slices of the same loop).
void rename_inner(ir::Stm& s) {
  for (auto& b : s.exp.bodies) b = ir::walk::clone_body(*b);
  std::map<ir::VName, ir::VName> fresh;
  ir::walk::for_each_name_exp(s.exp, [&](ir::VName& v, ir::walk::Role r) {
    if (r == ir::walk::Role::Bind && !fresh.count(v)) fresh[v] = ir::fresh_name(v);
  });
  ir::walk::for_each_name_exp(s.exp, [&](ir::VName& v, ir::walk::Role) {
    auto it = fresh.find(v);
    if (it != fresh.end()) v = it->second;
  });
}

// Upper bounds of sizes bound inside nested bodies (loop bodies, branches)
// as expressions over names of the body's top level: the size kernel
// computes them after the top-level slice.
//   v + w, min, max, v / c (c > 0 constant)   from the operands' bounds
//   the count of a checked slice a[i:+v]       a's dimension (the slice
//                                              is checked where v is bound)
//   a scalar computed in nested bodies from scalars only
//                                              the scalar slice of those
//                                              bodies, with the maximum
//                                              over loop iterations
struct Bounder {
  const ir::Body& top_body;
  const std::map<std::string, ir::Type>& host_types;
  const BodyScan& scan;
  std::set<ir::VName> top;               // thread indices and top-level names
  std::set<ir::VName>& needed;           // top-level names the bounds read
  std::vector<ir::Stm> stms;             // the bounds' statements
  std::map<ir::VName, const ir::Stm*> def;        // defining statement of each name
  std::map<ir::VName, const ir::Body*> def_body;  // the body holding it
  std::map<ir::VName, const ir::Stm*> merge_of;   // loop of each merge parameter
  std::map<const ir::Body*, const ir::Stm*> parent_stm;    // the statement holding each nested body
  std::map<const ir::Stm*, const ir::Body*> parent_body;   // the body holding each statement
  std::map<ir::VName, ir::SubExp> memo;
  std::set<ir::VName> active;  // names whose bound is being computed
  int depth = 0;

  void index(const ir::Body& b) {
    for (auto& s : b.stms) {
      for (auto& p : s.pat) def[p.name] = &s, def_body[p.name] = &b;
      for (auto& [p, _] : s.exp.merge) merge_of[p.name] = &s;
      parent_body[&s] = &b;
      for (auto& bb : s.exp.bodies)
        if (bb) {
          parent_stm[bb.get()] = &s;
          index(*bb);
        }
    }
  }

  ir::SubExp emit(BinOp op, ir::SubExp a, ir::SubExp b) {
    ir::VName v = ir::fresh_name("rn_size_ub");
    stms.push_back(scalar_stm(v, PrimType::I64, binop(op, std::move(a), std::move(b))));
    return ir::SubExp::variable(v);
  }

  // Whether computing top-level name v reads an array that the thread
  // creates with a thread-computed size (a `filter`'s result indexed for
  // slice bounds): computing v exactly in the size kernel would create that
  // array too, which needs a size kernel of its own.
  bool reads_thread_arrays(const ir::VName& v) {
    if (auto m = reads_memo_.find(v); m != reads_memo_.end()) return m->second;
    std::set<ir::VName> want{v};
    bool r = false;
    for (size_t k = top_body.stms.size(); k-- > 0 && !r;) {
      const ir::Stm& s = top_body.stms[k];
      bool hit = false;
      for (auto& p : s.pat) hit = hit || want.count(p.name);
      if (!hit) continue;
      if (s.exp.kind != K::Index && s.exp.kind != K::Reshape)
        for (auto& p : s.pat)
          if (p.type.is_array() && want.count(p.name) && !host_sized(p.type, scan)) r = true;
      uses_exp(s.exp, want);
    }
    reads_memo_[v] = r;
    return r;
  }
  std::map<ir::VName, bool> reads_memo_;

  std::optional<ir::SubExp> dim_bound(const ir::VName& arr, size_t d) {
    const ir::Type* t = nullptr;
    auto it = scan.types.find(arr);
    if (it != scan.types.end()) t = &it->second;
    else if (auto h = host_types.find(arr); h != host_types.end()) t = &h->second;
    if (!t || d >= t->shape.size()) return std::nullopt;
    return ub(t->shape[d]);
  }

  // Whether a scalar is 0 or 1: a constant, a bool converted to an integer,
  // or an element of an array whose every element is (a replicate of one,
  // updated with such values in loops).
  bool zero_or_one(const ir::SubExp& x, int fuel = 16) {
    if (x.is_const()) {
      int64_t c = x.value.as_i64();
      return c == 0 || c == 1;
    }
    if (fuel <= 0) return false;
    auto d = def.find(x.var);
    if (d == def.end()) return false;
    const ir::Exp& e = d->second->exp;
    if (e.kind == K::Convert && e.from == PrimType::Bool) return true;
    if (e.kind == K::Index && e.dims.size() >= 1) return array_zero_or_one(e.array, fuel - 1);
    return false;
  }
  bool array_zero_or_one(const ir::VName& a, int fuel) {
    if (fuel <= 0) return false;
    if (zero_one_arrays_.count(a)) return true;  // being proven (a loop's merge parameter)
    zero_one_arrays_.insert(a);
    bool r = false;
    if (auto m = merge_of.find(a); m != merge_of.end()) {
      const ir::Exp& e = m->second->exp;
      for (size_t j = 0; j < e.merge.size(); ++j)
        if (e.merge[j].first.name == a) {
          const ir::SubExp& next = e.bodies.at(0)->result.at(j);
          r = e.merge[j].second.is_var() && array_zero_or_one(e.merge[j].second.var, fuel - 1) && next.is_var() &&
              array_zero_or_one(next.var, fuel - 1);
        }
    } else if (auto d = def.find(a); d != def.end()) {
      const ir::Stm& st = *d->second;
      const ir::Exp& e = st.exp;
      if (e.kind == K::Replicate) {
        r = zero_or_one(e.args.at(1), fuel - 1);
      } else if (e.kind == K::Update) {
        r = array_zero_or_one(e.array, fuel - 1) && zero_or_one(e.args.at(0), fuel - 1);
      } else if (e.kind == K::Loop || e.kind == K::If) {
        for (size_t j = 0; j < st.pat.size(); ++j)
          if (st.pat[j].name == a) {
            r = true;
            for (auto& b : e.bodies) {
              const ir::SubExp& res = b->result.at(j);
              r = r && res.is_var() && array_zero_or_one(res.var, fuel - 1);
            }
            if (e.kind == K::Loop)
              r = r && e.merge.at(j).second.is_var() && array_zero_or_one(e.merge.at(j).second.var, fuel - 1);
          }
      }
    }
    zero_one_arrays_.erase(a);
    return r;
  }
  std::set<ir::VName> zero_one_arrays_;

  // Whether `x`, emitted after statement `mark`, is at most a maximum of
  // `self` and values not computed from it (collected in `others`).
  bool max_of_self(const ir::SubExp& x, const ir::VName& self, size_t mark, std::vector<ir::SubExp>& others) {
    if (x.is_const()) {
      others.push_back(x);
      return true;
    }
    if (x.var == self) return true;
    for (size_t k = mark; k < stms.size(); ++k)
      if (stms[k].pat.at(0).name == x.var) {
        const ir::Exp& e = stms[k].exp;
        if (e.kind != K::BinOp) return false;
        // x / c with c >= 1 is at most max(x, 0), and sizes are not negative.
        if ((e.binop == BinOp::Div || e.binop == BinOp::Quot) && e.args[1].is_const() &&
            e.args[1].value.as_i64() >= 1)
          return max_of_self(e.args[0], self, mark, others);
        if (e.binop != BinOp::Max) return false;
        return max_of_self(e.args[0], self, mark, others) && max_of_self(e.args[1], self, mark, others);
      }
    others.push_back(x);  // defined before the loop's bound was asked for
    return true;
  }

  // Whether a scalar is known to be at least 0: a non-negative constant,
  // or a name used as an array's size.
  bool non_negative(const ir::SubExp& x) {
    if (x.is_const()) return x.value.as_i64() >= 0;
    if (sizes_.empty())
      for (auto& [_, t] : scan.types)
        for (auto& d : t.shape)
          if (d.is_var()) sizes_.insert(d.var);
    if (sizes_.count(x.var)) return true;
    return count_loop(x.var) != nullptr;
  }

  // `loop c = 0 for i < n do c + x` with every x 0 or 1 (the flags a
  // sequential filter or partition sums), binding v: the loop; else null.
  const ir::Stm* count_loop(const ir::VName& v) {
    auto d = def.find(v);
    if (d == def.end() || d->second->exp.kind != K::Loop || d->second->exp.loop_kind != ir::Exp::LoopKind::For)
      return nullptr;
    const ir::Exp& e = d->second->exp;
    for (size_t j = 0; j < d->second->pat.size() && j < e.merge.size(); ++j) {
      if (d->second->pat[j].name != v || !e.merge[j].second.is_const() || e.merge[j].second.value.as_i64() != 0)
        continue;
      const ir::SubExp& r = e.bodies.at(0)->result.at(j);
      if (!r.is_var()) return nullptr;
      auto rd = def.find(r.var);
      if (rd == def.end() || rd->second->exp.kind != K::BinOp || rd->second->exp.binop != BinOp::Add) return nullptr;
      const auto& args = rd->second->exp.args;
      const ir::VName& acc = e.merge[j].first.name;
      bool first = args[0].is_var() && args[0].var == acc, second = args[1].is_var() && args[1].var == acc;
      if ((first && zero_or_one(args[1])) || (second && zero_or_one(args[0]))) return d->second;
      return nullptr;
    }
    return nullptr;
  }
  std::set<ir::VName> sizes_;

  std::optional<ir::SubExp> ub(const ir::SubExp& s) {
    if (s.is_const()) return s;
    const ir::VName& v = s.var;
    if (!scan.bound.count(v)) return s;  // a host value
    if (top.count(v)) {
      // A top-level loop's result whose loop carries arrays: the bound of
      // its merge parameter, rather than running the loop in the size
      // kernel (whose arrays would need a size kernel of their own).
      if (auto d = def.find(v); d != def.end() && d->second->exp.kind == K::Loop && !active.count(v)) {
        const ir::Exp& e = d->second->exp;
        bool arrays = false;
        for (auto& [p, _] : e.merge) arrays = arrays || p.type.is_array();
        for (size_t j = 0; arrays && j < d->second->pat.size() && j < e.merge.size(); ++j)
          if (d->second->pat[j].name == v) {
            size_t mark = stms.size();
            auto saved_needed = needed;
            active.insert(v);
            auto r = ub(ir::SubExp::variable(e.merge[j].first.name));
            active.erase(v);
            if (r) return r;
            needed = std::move(saved_needed);
            stms.resize(mark);
          }
      }
      // A size read from arrays of thread-computed sizes (the cut
      // positions a thread filtered from its row, a field sliced by them
      // and cut again): bounded by its definition like a nested size (the
      // count of a checked slice by the sliced array's dimension, a count
      // of flags by the loop's trip count), else computed exactly by the
      // slice, which then needs a size kernel of its own.
      if (reads_thread_arrays(v) && !active.count(v) && depth <= 32) {
        if (auto m = memo.find(v); m != memo.end()) return m->second;
        size_t mark = stms.size();
        auto saved_memo = memo;
        auto saved_needed = needed;
        ++depth;
        active.insert(v);
        auto r = ub_of_def(v);
        active.erase(v);
        --depth;
        if (r) {
          memo[v] = *r;
          return r;
        }
        stms.resize(mark);
        memo = std::move(saved_memo);
        needed = std::move(saved_needed);
      }
      needed.insert(v);
      return s;
    }
    if (auto m = memo.find(v); m != memo.end()) return m->second;
    if (depth > 32 || active.count(v)) return std::nullopt;  // a size defined by itself (loops)
    ++depth;
    active.insert(v);
    auto r = ub_of_def(v);
    active.erase(v);
    --depth;
    if (r) memo[v] = *r;
    return r;
  }

  std::optional<ir::SubExp> ub_of_def(const ir::VName& v) {
    auto d = def.find(v);
    if (d != def.end() && d->second->exp.kind == K::BinOp && d->second->exp.prim == PrimType::I64) {
      const ir::Exp& e = d->second->exp;
      int64_t c = 0;
      bool const_pos = e.args[1].is_const() && (c = e.args[1].value.as_i64()) > 0;
      switch (e.binop) {
        case BinOp::Add: case BinOp::Min: case BinOp::Max: {
          auto a = ub(e.args[0]), b = ub(e.args[1]);
          if (a && b) return emit(e.binop, *a, *b);
          if (e.binop == BinOp::Min && (a || b)) return a ? a : b;
          break;
        }
        case BinOp::Div: case BinOp::Quot:
          if (const_pos)
            if (auto a = ub(e.args[0])) return emit(e.binop, emit(BinOp::Max, *a, ir::SubExp::i64(0)), e.args[1]);
          break;
        case BinOp::Mul:
          if (e.args[1].is_const() && e.args[1].value.as_i64() >= 0)
            if (auto a = ub(e.args[0])) return emit(BinOp::Mul, *a, e.args[1]);
          break;
        case BinOp::Sub:
          // `n - k` with k a size (the other part of a partition): at most n.
          if (non_negative(e.args[1]))
            if (auto a = ub(e.args[0])) return a;
          break;
        default:
          break;
      }
    }
    // A count of 0/1 flags over a `for` loop of n iterations is at most n.
    if (const ir::Stm* c = count_loop(v)) return ub(c->exp.args.at(0));
    // A loop's result is one of its merge parameter's values: the
    // parameter's bound (below) holds for it.
    if (d != def.end() && d->second->exp.kind == K::Loop) {
      const ir::Exp& e = d->second->exp;
      for (size_t j = 0; j < d->second->pat.size() && j < e.merge.size(); ++j)
        if (d->second->pat[j].name == v && merge_of.count(e.merge[j].first.name))
          if (auto r = ub(ir::SubExp::variable(e.merge[j].first.name))) return r;
    }
    // A size an `if` chooses: the larger of its branches' bounds.
    if (d != def.end() && d->second->exp.kind == K::If) {
      const ir::Stm& st = *d->second;
      for (size_t j = 0; j < st.pat.size(); ++j) {
        if (st.pat[j].name != v) continue;
        size_t mark = stms.size();
        auto saved_memo = memo;
        auto saved_needed = needed;
        std::optional<ir::SubExp> r;
        for (auto& b : st.exp.bodies) {
          auto x = ub(b->result.at(j));
          if (!x) { r.reset(); break; }
          r = r ? emit(BinOp::Max, *r, *x) : *x;
        }
        if (r) return r;
        stms.resize(mark);
        memo = std::move(saved_memo);
        needed = std::move(saved_needed);
      }
    }
    // The count of a checked slice in the body that binds v.
    if (d != def.end()) {
      const ir::Body* b = def_body.at(v);
      for (auto& s : b->stms) {
        if (s.exp.kind != K::Index || s.exp.unsafe) continue;
        for (size_t k = 0; k < s.exp.dims.size(); ++k) {
          const ir::DimIndex& di = s.exp.dims[k];
          if (di.is_slice && di.count.is_var() && di.count.var == v)
            if (auto r = dim_bound(s.exp.array, k)) return r;
        }
      }
      // A scalar of a top-level loop's body: the loop's scalar slice.
      if (b == &top_body) return std::nullopt;
      return nested_max(v);
    }
    // A loop's merge parameter (the size of an array the loop grows): the
    // larger of its initial value and its next values over the iterations.
    // A next value bounded by the parameter itself (a loop that filters its
    // array) keeps the initial value's bound.
    if (auto m = merge_of.find(v); m != merge_of.end()) {
      const ir::Exp& e = m->second->exp;
      for (size_t j = 0; j < e.merge.size(); ++j) {
        if (e.merge[j].first.name != v) continue;
        const ir::SubExp& next = e.bodies.at(0)->result.at(j);
        auto a = ub(e.merge[j].second);
        if (!a) return std::nullopt;
        {
          size_t mark = stms.size();
          auto saved = memo;
          auto saved_needed = needed;
          memo[v] = ir::SubExp::variable(v);
          auto self = ub(next);
          // A next value at most the larger of v and values that do not
          // depend on it (constants, the host's, the kernel's top level):
          // the larger of the initial value and those holds for every
          // iteration.
          std::vector<ir::SubExp> others;
          bool bounded = self && max_of_self(*self, v, mark, others);
          memo = std::move(saved);
          if (bounded) {
            std::vector<ir::Stm> tail(stms.begin() + mark, stms.end());
            stms.resize(mark);
            if (others.empty()) {
              needed = std::move(saved_needed);
              return a;
            }
            // Keep the emitted statements the leaves need (none is a Max
            // over v: leaves are constants or names defined before).
            ir::SubExp r = *a;
            for (auto& o : others) r = emit(BinOp::Max, r, o);
            return r;
          }
          needed = std::move(saved_needed);
          stms.resize(mark);
        }
        auto b = ub(next);
        if (b) return emit(BinOp::Max, *a, *b);
      }
    }
    return std::nullopt;
  }

  // An upper bound of v (bound in a nested body) by a slice of the bodies
  // from the top level down to v's: every enclosing loop keeps the scalar
  // statements its iterations need and the maximum of the level below over
  // its iterations; every enclosing branch runs the slice of the branch
  // holding v under the same condition (0 in the other).
  std::optional<ir::SubExp> nested_max(const ir::VName& v) {
    const ir::Body* b = def_body.at(v);
    ir::VName target = v;
    std::optional<ir::Stm> built;   // replaces `inner` in b's slice
    const ir::Stm* inner = nullptr;
    while (b != &top_body) {
      auto ps = parent_stm.find(b);
      if (ps == parent_stm.end()) return std::nullopt;
      const ir::Stm& S = *ps->second;
      const ir::Exp& e = S.exp;
      bool loop = e.kind == K::Loop;
      if (!loop && e.kind != K::If) return std::nullopt;
      std::set<ir::VName> want = {target};
      if (loop && e.loop_kind == ir::Exp::LoopKind::While) want.insert(e.loop_var);
      std::vector<bool> keep(b->stms.size(), false), keep_merge(loop ? e.merge.size() : 0, false);
      std::map<size_t, ir::Stm> sliced;  // kept statements cut to their scalar results
      for (bool changed = true; changed;) {
        changed = false;
        for (size_t j = 0; j < keep_merge.size(); ++j)
          if (!keep_merge[j] && want.count(e.merge[j].first.name)) {
            if (!host_sized(e.merge[j].first.type, scan)) return std::nullopt;
            keep_merge[j] = changed = true;
            if (b->result[j].is_var()) want.insert(b->result[j].var);
          }
        for (size_t k = b->stms.size(); k-- > 0;) {
          const ir::Stm& s = b->stms[k];
          bool w = &s == inner, array_wanted = false;
          // The slice replaces `inner` by the level below's maximum: it
          // cannot also give the statement's own results.
          if (&s == inner)
            for (auto& p : s.pat)
              if (want.count(p.name)) return std::nullopt;
          for (auto& p : s.pat) {
            w = w || want.count(p.name);
            array_wanted = array_wanted || (p.type.is_array() && want.count(p.name));
          }
          // A statement cut to its scalars whose array is wanted after all
          // is kept whole.
          bool revisit = keep[k] && sliced.count(k) && array_wanted;
          if (!w || (keep[k] && !revisit)) continue;
          sliced.erase(k);
          keep[k] = changed = true;
          std::set<ir::VName> uses;
          if (&s == inner) {
            uses_exp(built->exp, uses);
          } else {
            std::optional<bool> cut = needs_scalar_slice(s, want, scan);
            if (!cut) return std::nullopt;
            std::optional<ir::Stm> sl = *cut ? scalar_stm_slice(s, scan) : std::nullopt;
            if (sl) {
              uses_exp(sl->exp, uses);
              sliced.emplace(k, std::move(*sl));
            } else {
              uses_exp(s.exp, uses);
            }
          }
          for (auto& u : uses) {
            // Arrays the thread sizes itself are not available to the slice.
            auto t = scan.types.find(u);
            if (scan.bound.count(u) && t != scan.types.end() && t->second.is_array() &&
                !host_sized(t->second, scan))
              return std::nullopt;
            want.insert(u);
          }
        }
      }
      auto nb = std::make_shared<ir::Body>();
      for (size_t k = 0; k < b->stms.size(); ++k)
        if (keep[k]) nb->stms.push_back(&b->stms[k] == inner ? *built : sliced.count(k) ? sliced.at(k) : b->stms[k]);
      ir::Stm ns;
      ns.loc = S.loc;
      ir::Exp ne;
      ir::VName res = ir::fresh_name("rn_size_nested");
      ir::Type i64 = ir::Type::scalar(PrimType::I64);
      if (loop) {
        ne.kind = K::Loop;
        ne.loop_kind = e.loop_kind;
        ne.loop_var = e.loop_var;
        ne.prim = e.prim;
        ne.args = e.args;
        for (size_t j = 0; j < e.merge.size(); ++j)
          if (keep_merge[j]) {
            ne.merge.push_back(e.merge[j]);
            nb->result.push_back(b->result[j]);
            ne.ret.push_back(e.merge[j].first.type);
            ns.pat.push_back({ir::fresh_name("rn_size_loop"), e.merge[j].first.type});
          }
        ir::Param acc{ir::fresh_name("rn_size_acc"), i64};
        ne.merge.push_back({acc, ir::SubExp::i64(0)});
        ir::VName next = ir::fresh_name("rn_size_max");
        nb->stms.push_back(scalar_stm(next, PrimType::I64, binop(BinOp::Max, ir::SubExp::variable(acc.name),
                                                                 ir::SubExp::variable(target))));
        nb->result.push_back(ir::SubExp::variable(next));
        ne.ret.push_back(i64);
        ne.bodies = {nb};
      } else {
        ne.kind = K::If;
        ne.args = e.args;
        nb->result = {ir::SubExp::variable(target)};
        auto other = std::make_shared<ir::Body>();
        other->result = {ir::SubExp::i64(0)};
        ne.bodies = e.bodies[0].get() == b ? std::vector<ir::BodyPtr>{nb, other} : std::vector<ir::BodyPtr>{other, nb};
        ne.ret = {i64};
      }
      ns.pat.push_back({res, i64});
      ns.exp = std::move(ne);
      built = std::move(ns);
      inner = &S;
      target = res;
      b = parent_body.at(&S);
    }
    std::set<ir::VName> uses;
    uses_exp(built->exp, uses);
    for (auto& u : uses) if (top.count(u)) needed.insert(u);
    rename_inner(*built);
    stms.push_back(*built);
    return ir::SubExp::variable(target);
  }
};

}  // namespace

std::string size_bound_key(const std::string& size) { return size + " (thread bound)"; }

SizeKernel thread_size_kernel(const ir::Exp& segop, const ir::SubExp& points,
                              const std::map<std::string, ir::Type>& host_types) {
  SizeKernel out;
  const ir::Body& body = *segop.bodies.at(0);
  BodyScan scan;
  for (auto& [gtid, _] : segop.seg_space.dims) scan.bound.insert(gtid);
  scan.body(body);
  // The thread-computed sizes reachable from the top level: thread indices
  // and names bound by top-level statements.
  std::set<ir::VName> top;
  for (auto& [gtid, _] : segop.seg_space.dims) top.insert(gtid);
  for (auto& s : body.stms) for (auto& p : s.pat) top.insert(p.name);
  // A top-level loop's size result whose loop carries arrays is bounded
  // like its merge parameter (below) rather than computed by running the
  // loop, arrays and all, in the size kernel.
  std::set<ir::VName> array_loop_results;
  for (auto& s : body.stms)
    if (s.exp.kind == K::Loop) {
      bool arrays = false;
      for (auto& [p, _] : s.exp.merge) arrays = arrays || p.type.is_array();
      if (arrays)
        for (auto& p : s.pat)
          if (!p.type.is_array()) array_loop_results.insert(p.name);
    }
  std::set<ir::VName> seen;
  for (auto& t : scan.stored)
    for (auto& d : t.shape)
      if (d.is_var() && scan.bound.count(d.var) && top.count(d.var) && !array_loop_results.count(d.var) &&
          seen.insert(d.var).second)
        out.sizes.push_back(d.var);
  // Sizes bound in nested bodies: bounds over top-level names (Bounder).
  std::set<ir::VName> needed;
  std::vector<ir::SubExp> results;
  Bounder bounder{body, host_types, scan, top, needed, {}, {}, {}, {}, {}, {}, {}, {}, 0, {}, {}, {}};
  bounder.index(body);
  // Top-level sizes: computed exactly by the top-level slice, or, when
  // that would read an array the thread creates with a thread-computed
  // size, bounded by their definitions (Bounder::ub).
  for (auto& v : out.sizes) results.push_back(*bounder.ub(ir::SubExp::variable(v)));
  // Loops' merge parameters first: a size computed from one (a filter's
  // count inside the loop that shrinks the array) then finds its bound.
  for (int pass = 0; pass < 2; ++pass)
    for (auto& t : scan.stored)
      for (auto& d : t.shape)
        if (d.is_var() && scan.bound.count(d.var) && (!top.count(d.var) || array_loop_results.count(d.var)) &&
            (pass == 1 || bounder.merge_of.count(d.var)) && seen.insert(d.var).second)
          if (auto b = bounder.ub(d)) {
            out.sizes.push_back(d.var);
            results.push_back(*b);
          }
  if (out.sizes.empty()) return out;

  // The backward slice of the top-level statements computing the sizes.
  std::vector<bool> keep(body.stms.size(), false);
  std::vector<std::optional<ir::Stm>> sliced(body.stms.size());
  for (size_t k = body.stms.size(); k-- > 0;) {
    const ir::Stm& s = body.stms[k];
    for (auto& p : s.pat) keep[k] = keep[k] || needed.count(p.name);
    if (!keep[k]) continue;
    bool carries_arrays = false, arrays_needed = false;
    for (auto& p : s.pat) {
      carries_arrays = carries_arrays || p.type.is_array();
      arrays_needed = arrays_needed || (p.type.is_array() && needed.count(p.name));
    }
    if (carries_arrays && !arrays_needed && (sliced[k] = scalar_stm_slice(s, scan))) rename_inner(*sliced[k]);
    const ir::Stm& kept = sliced[k] ? *sliced[k] : s;
    uses_exp(kept.exp, needed);
    for (auto& p : kept.pat) uses_type(p.type, needed);
  }

  auto kbody = std::make_shared<ir::Body>();
  // The point's thread indices from its flat position, innermost first.
  const auto& dims = segop.seg_space.dims;
  ir::VName flat = ir::fresh_name("rn_size_point");
  ir::SubExp rest = ir::SubExp::variable(flat);
  for (size_t d = dims.size(); d-- > 0;) {
    if (d == 0) {
      ir::Exp e;
      e.kind = K::SubExp;
      e.args = {rest};
      kbody->stms.push_back(scalar_stm(dims[d].first, PrimType::I64, e));
      break;
    }
    kbody->stms.push_back(scalar_stm(dims[d].first, PrimType::I64, binop(BinOp::Rem, rest, dims[d].second)));
    ir::VName q = ir::fresh_name("rn_size_rest");
    kbody->stms.push_back(scalar_stm(q, PrimType::I64, binop(BinOp::Quot, rest, dims[d].second)));
    rest = ir::SubExp::variable(q);
  }
  for (size_t k = 0; k < body.stms.size(); ++k)
    if (keep[k]) kbody->stms.push_back(sliced[k] ? *sliced[k] : body.stms[k]);
  for (auto& st : bounder.stms) kbody->stms.push_back(st);
  kbody->result = results;

  // max over the points, neutral 0 (a negative size fails in the kernel itself).
  ir::ReduceOp op;
  op.commutative = true;
  op.lambda.body = std::make_shared<ir::Body>();
  size_t n = out.sizes.size();
  for (size_t j = 0; j < 2 * n; ++j)
    op.lambda.params.push_back({ir::fresh_name(j < n ? "rn_size_acc" : "rn_size_elem"),
                                ir::Type::scalar(PrimType::I64)});
  for (size_t j = 0; j < n; ++j) {
    ir::VName m = ir::fresh_name("rn_size_max");
    op.lambda.body->stms.push_back(scalar_stm(m, PrimType::I64,
                                              binop(BinOp::Max, ir::SubExp::variable(op.lambda.params[j].name),
                                                    ir::SubExp::variable(op.lambda.params[n + j].name))));
    op.lambda.body->result.push_back(ir::SubExp::variable(m));
    op.lambda.ret.push_back(ir::Type::scalar(PrimType::I64));
    op.neutral.push_back(ir::SubExp::i64(0));
  }

  ir::Exp& red = out.stm.exp;
  red.kind = K::SegOp;
  red.seg_kind = ir::SegKind::Red;
  red.seg_space.dims = {{flat, points}};
  red.bodies = {kbody};
  red.reduces = {op};
  for (size_t j = 0; j < n; ++j) {
    red.ret.push_back(ir::Type::scalar(PrimType::I64));
    out.stm.pat.push_back({ir::fresh_name("rn_size_bound"), ir::Type::scalar(PrimType::I64)});
  }
  return out;
}

}  // namespace runic::backend
