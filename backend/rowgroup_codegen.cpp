// OpenCL kernels for row-group SegMaps (ir/rowgroup.h; Henriksen et al.,
// PPoPP 2019: intra-group parallelism).  Written directly, like the
// scatter kernels: the body mixes scalar code with SOACs over the row,
// which no single pattern of rewrite/ expresses.
//
//   for (gtid = group id; gtid < n; gtid += groups) {      // a row per group
//     rows kept in local memory: staged once, coalesced; barrier
//     scalar statements: every thread computes them
//     each Screma over the row:
//       for (i = lid; i < m; i += W)   (or a contiguous chunk per thread
//                                       when it scans or its operator is
//                                       not known commutative)
//         the map lambda; mapped outputs to local memory (read later) and/or
//         the output row; reductions and scans folded in registers
//       reductions: a tree in local memory, the result read by every thread
//       scans: each thread's chunk total, an inclusive scan of the totals
//       in local memory, then each chunk again from its prefix
//       barrier
//     scalar results: thread 0 writes them
//   }
#include "backend/rowgroup_codegen.h"

#include <cstdlib>
#include <optional>
#include <set>
#include <sstream>

#include "backend/scalar_code.h"
#include "ir/ir_walk.h"
#include "ir/rowgroup.h"
#include "rewrite/lower.h"

namespace runic::backend {

using rewrite::c_name;

namespace {

std::string escape_percent(const std::string& s) {
  std::string r;
  for (char ch : s) r += ch == '%' ? std::string("%%") : std::string(1, ch);
  return r;
}

size_t arity(const std::vector<ir::ReduceOp>& ops) {
  size_t n = 0;
  for (auto& op : ops) n += op.neutral.size();
  return n;
}

class RowGroupGen {
 public:
  RowGroupGen(const std::map<std::string, ir::Type>& host_types, ErrorTable& errors, int64_t w)
      : host_types_(host_types), errors_(errors), W_(w), Ws_(std::to_string(w)) {}

  RowGroupKernel run(const ir::Exp& e, const std::vector<ir::Param>& pat, const std::string& name, const Span& loc);

 private:
  const std::map<std::string, ir::Type>& host_types_;
  ErrorTable& errors_;
  int64_t W_;
  std::string Ws_;
  int counter_ = 0;
  std::string fresh(const std::string& b) { return b + std::to_string(counter_++); }
  std::vector<std::string> local_decls_;
  std::string M_;    // the row length (a kernel C expression)
  std::string gtid_; // the row index
  ir::RowGroupInfo info_;
  // How each array of the row is read at element `i` (a C expression).
  std::map<std::string, std::function<std::string(const std::string&)>> read_;
  std::map<std::string, PrimType> elem_;
  std::map<std::string, std::string> local_buf_;   // array -> __local buffer
  std::map<std::string, std::string> out_row_;     // array -> output buffer (a result row)
  // Histogram bins of the body: replicate name -> (K, initial value).
  std::map<std::string, std::pair<int64_t, ir::SubExp>> bins_;
  // Outputs of maps computed where a histogram reads them: the Screma and
  // the output's position among its results.
  std::map<std::string, std::pair<const ir::Stm*, size_t>> inline_;
  bool int64_atomics_ = false;
  // Arrays of sequential loops in local memory: name -> (buffer, length).
  std::map<std::string, std::pair<std::string, int64_t>> alias_;
  void loop(ScalarEmitter& em, const ir::Stm& s);
  void loop_seq(ScalarEmitter& em, const ir::Exp& x);
  void finish_loop(ScalarEmitter& em, const ir::Stm& s);
  void rank_loop(ScalarEmitter& em, const ir::Exp& x, const ir::RankLoop& r, const std::string& counter_buf);
  // A rank loop being emitted (ir/rowgroup.h): pass 1 counts each
  // thread's increments into its words of `rank_buf_` (statements that
  // depend on the counter skipped), pass 2 replays the chunk from the
  // exclusive prefix left in those words.
  enum class RankPass { None, Count, Replay };
  RankPass rank_pass_ = RankPass::None;
  const ir::RankLoop* rank_ = nullptr;
  std::string rank_buf_, rank_init_, rank_counter_;
  PrimType rank_elem_ = PrimType::I64;
  int64_t rank_K_ = 0;
  bool rank_hook(ScalarEmitter& em, const ir::Stm& s);
  // The bounds check of a loop array's index `e.dims[0]` (length K) into
  // `iv`; returns the in-bounds condition.
  std::string loop_index(ScalarEmitter& em, const ir::Exp& e, const Span& loc, int64_t K, std::string& iv) {
    iv = fresh("rn_idx");
    std::string Ks = std::to_string(K);
    em.line("long " + iv + " = (long)" + em.subexp(e.dims.at(0).index) + ";");
    if (!e.unsafe) {
      std::string chain = index_check_chain(loc, {{iv}}, {"(" + iv + " < 0 || " + iv + " >= " + Ks + ")"}, {Ks},
                                            [&](const ErrorText& et) {
                                              return set_error_stmt(errors_.add(et.format), et.args);
                                            }, e.index_rank);
      if (!chain.empty()) em.line(chain);
    }
    return "(" + iv + " >= 0 && " + iv + " < " + Ks + ")";
  }
  // Array `a` at element `i` as a C expression; the map lambda of an
  // inline map is emitted here, in a block of its own.
  std::string read_at(ScalarEmitter& em, const std::string& a, const std::string& i) {
    auto in = inline_.find(a);
    if (in == inline_.end()) return read_.at(a)(i);
    const ir::Exp& x = in->second.first->exp;
    const ir::Lambda& f = x.map_lambda;
    std::vector<std::string> vals;
    for (size_t q = 0; q < f.params.size(); ++q) {
      std::string v = fresh("rn_hin");
      em.line(c_type(f.params[q].type.elem, Target::OpenCL) + " " + v + " = " + read_at(em, x.arrays[q], i) + ";");
      vals.push_back(v);
    }
    std::string r = fresh("rn_hv");
    em.line(c_type(f.ret.at(in->second.second).elem, Target::OpenCL) + " " + r + ";");
    em.open("");
    for (size_t q = 0; q < f.params.size(); ++q) em.declare(f.params[q], vals[q]);
    em.stms(*f.body);
    em.line(r + " = " + em.subexp(f.body->result.at(in->second.second)) + ";");
    em.close();
    return r;
  }
  void hist(ScalarEmitter& em, const ir::Stm& s);

  bool hook(ScalarEmitter& em, const ir::Stm& s) {
    const ir::Exp& e = s.exp;
    Span loc = e.loc.known() ? e.loc : s.loc;
    if (rank_pass_ != RankPass::None && rank_hook(em, s)) return true;
    if ((e.kind == ir::Exp::Kind::Index || e.kind == ir::Exp::Kind::Update) && alias_.count(e.array)) {
      // A loop's array in local memory: read or updated in place.
      const auto& [buf, K] = alias_.at(e.array);
      std::string iv;
      std::string ok = loop_index(em, e, loc, K, iv);
      if (e.kind == ir::Exp::Kind::Index) {
        em.declare(s.pat[0], ok + " ? " + buf + "[" + iv + "] : (" + c_type(s.pat[0].type.elem, Target::OpenCL) + ")0");
      } else {
        em.line("if " + ok + " " + buf + "[" + iv + "] = " + em.subexp(e.args.at(0)) + ";");
        alias_[s.pat.at(0).name] = alias_.at(e.array);
      }
      return true;
    }
    if (e.kind == ir::Exp::Kind::If) {
      bool arrays = false;
      for (auto& r : e.ret) arrays = arrays || r.is_array();
      if (arrays) {
        // An if of a loop body whose array results alias the loop's arrays.
        for (size_t k = 0; k < e.ret.size(); ++k)
          if (!e.ret[k].is_array()) em.line(c_type(s.pat[k].type.elem, Target::OpenCL) + " " + c_name(s.pat[k].name) + ";");
        for (int br = 0; br < 2; ++br) {
          em.open(br == 0 ? "if (" + em.subexp(e.args.at(0)) + ")" : "else");
          const ir::Body& bb = *e.bodies.at(br);
          em.stms(bb);
          for (size_t k = 0; k < e.ret.size(); ++k) {
            const ir::SubExp& r = bb.result.at(k);
            if (e.ret[k].is_array()) alias_[s.pat[k].name] = alias_.at(r.var);
            else em.line(c_name(s.pat[k].name) + " = " + em.subexp(r) + ";");
          }
          em.close();
        }
        return true;
      }
    }
    if (e.kind == ir::Exp::Kind::Assert) {
      em.line("if (!" + em.subexp(e.args[0]) + ") " + assert_error_stmt(em, e, loc, errors_));
      for (auto& p : s.pat) em.line(c_type(p.type.elem, Target::OpenCL) + " " + c_name(p.name) + " = 0;");
      return true;
    }
    if (e.kind == ir::Exp::Kind::Index && s.pat.size() == 1 && !s.pat[0].type.is_array()) {
      // An element of a free array (a gather), bounds-checked.
      auto it = host_types_.find(e.array);
      if (it == host_types_.end()) return false;
      const ir::Type& t = it->second;
      if ((int)e.dims.size() != t.rank()) return false;
      std::string flat, ok;
      std::vector<std::vector<std::string>> ivs;
      std::vector<std::string> ns, bad;
      for (int d = 0; d < t.rank(); ++d) {
        if (e.dims[d].is_slice) return false;
        std::string n = em.subexp(t.shape[d]);
        std::string iv = fresh("rn_idx");
        em.line("long " + iv + " = (long)" + em.subexp(e.dims[d].index) + ";");
        ivs.push_back({iv});
        ns.push_back(n);
        if (e.unsafe) {
          bad.push_back("");
        } else {
          ok += (ok.empty() ? "" : " && ") + ("(" + iv + " >= 0 && " + iv + " < " + n + ")");
          bad.push_back("(" + iv + " < 0 || " + iv + " >= " + n + ")");
        }
        flat = flat.empty() ? iv : "(" + flat + ") * " + n + " + " + iv;
      }
      std::string chain = index_check_chain(loc, ivs, bad, ns, [&](const ErrorText& et) {
        return set_error_stmt(errors_.add(et.format), et.args);
      }, e.index_rank);
      if (!chain.empty()) em.line(chain);
      if (ok.empty()) em.declare(s.pat[0], c_name(e.array) + "[" + flat + "]");
      else
        em.declare(s.pat[0], "(" + ok + ") ? " + c_name(e.array) + "[" + flat + "] : (" +
                                 c_type(s.pat[0].type.elem, Target::OpenCL) + ")0");
      return true;
    }
    return false;
  }

  ScalarEmitter emitter(std::ostringstream& os, int indent) {
    auto h = [this](ScalarEmitter& em, const ir::Stm& s) -> bool { return hook(em, s); };
    auto div_check = [this](ScalarEmitter& em, const std::string& y, const Span& loc) {
      int code = errors_.add(escape_percent(loc.str()) + ": division by zero");
      em.line("if (" + y + " == 0) rn_set_error(rn_err, " + std::to_string(code) + ", 0, 0);");
    };
    return ScalarEmitter(Target::OpenCL, os, indent, h, div_check);
  }

  // `outs[k] = op(as..., bs...)` in a block of its own.
  void apply_op(ScalarEmitter& em, const ir::Lambda& l, const std::vector<std::string>& as,
                const std::vector<std::string>& bs, const std::vector<std::string>& outs) {
    em.open("");
    size_t k = as.size();
    for (size_t j = 0; j < k; ++j) em.declare(l.params[j], as[j]);
    for (size_t j = 0; j < k; ++j) em.declare(l.params[k + j], bs[j]);
    em.stms(*l.body);
    for (size_t j = 0; j < k; ++j) em.line(outs[j] + " = " + em.subexp(l.body->result[j]) + ";");
    em.close();
  }

  // A tree in local memory over the group's accumulators `acc` (one per
  // component of `op`); every thread's `acc` holds the result afterwards.
  // Commutative: halving (lanes l < s combine l and l + s), eight levels
  // for 256 lanes.  Otherwise each level's active lanes fold their F
  // neighbours in order (rewrite::group_tree_factors: 8, 8, 4 for 256
  // lanes), the values of the level before lying s apart: three barriers
  // rather than eight took argmin by row (8192x4096) from 63.0 to 54.6 us
  // on an H200.  The same levels for commutative operators made
  // layernorm slower (78.4 -> 85.3 us) and softmax faster (88.0 -> 84.2):
  // they keep halving.
  void tree(ScalarEmitter& em, const ir::ReduceOp& op, const std::vector<std::string>& acc,
            const std::vector<PrimType>& types) {
    size_t k = acc.size();
    std::vector<std::string> buf;
    for (size_t j = 0; j < k; ++j) {
      buf.push_back(fresh("rn_tree"));
      local_decls_.push_back("__local " + c_type(types[j], Target::OpenCL) + " " + buf[j] + "[" + Ws_ + "];");
      em.line(buf[j] + "[rn_lid] = " + acc[j] + ";");
    }
    em.line("barrier(CLK_LOCAL_MEM_FENCE);");
    if (op.commutative) {
      std::vector<std::string> a, b, tmp;
      for (size_t j = 0; j < k; ++j) {
        a.push_back(buf[j] + "[rn_lid]");
        b.push_back(buf[j] + "[rn_lid + rn_s]");
      }
      em.open("for (int rn_s = " + std::to_string(W_ / 2) + "; rn_s > 0; rn_s >>= 1)");
      em.open("if (rn_lid < rn_s)");
      for (size_t j = 0; j < k; ++j) {
        tmp.push_back(fresh("rn_t"));
        em.line(c_type(types[j], Target::OpenCL) + " " + tmp[j] + ";");
      }
      apply_op(em, op.lambda, a, b, tmp);
      for (size_t j = 0; j < k; ++j) em.line(buf[j] + "[rn_lid] = " + tmp[j] + ";");
      em.close();
      em.line("barrier(CLK_LOCAL_MEM_FENCE);");
      em.close();
    } else {
      int64_t c = W_, s = 1;
      for (int64_t f : rewrite::group_tree_factors(W_)) {
        const int64_t lanes = c / f;
        // Lane rn_lid's q-th value; its result goes to the first.
        auto at = [&](int64_t q) {
          return "rn_lid * " + std::to_string(f * s) + " + " + std::to_string(q * s);
        };
        em.open("if (rn_lid < " + std::to_string(lanes) + ")");
        std::vector<std::string> tmp;
        for (size_t j = 0; j < k; ++j) {
          tmp.push_back(fresh("rn_t"));
          em.line(c_type(types[j], Target::OpenCL) + " " + tmp[j] + " = " + buf[j] + "[" + at(0) + "];");
        }
        for (int64_t q = 1; q < f; ++q) {
          std::vector<std::string> b;
          for (size_t j = 0; j < k; ++j) b.push_back(buf[j] + "[" + at(q) + "]");
          apply_op(em, op.lambda, tmp, b, tmp);
        }
        for (size_t j = 0; j < k; ++j) em.line(buf[j] + "[" + at(0) + "] = " + tmp[j] + ";");
        em.close();
        em.line("barrier(CLK_LOCAL_MEM_FENCE);");
        c = lanes;
        s *= f;
      }
    }
    for (size_t j = 0; j < k; ++j) em.line(acc[j] + " = " + buf[j] + "[0];");
  }

  // An exclusive scan of the threads' totals `acc` in local memory: each
  // thread's `acc` becomes the combination of the totals before it
  // (the neutral element for thread 0).
  void exclusive_scan(ScalarEmitter& em, const ir::ReduceOp& op, const std::vector<std::string>& acc,
                      const std::vector<PrimType>& types) {
    size_t k = acc.size();
    std::vector<std::string> buf, tmp, a, b;
    for (size_t j = 0; j < k; ++j) {
      buf.push_back(fresh("rn_scan"));
      local_decls_.push_back("__local " + c_type(types[j], Target::OpenCL) + " " + buf[j] + "[" + Ws_ + "];");
      em.line(buf[j] + "[rn_lid] = " + acc[j] + ";");
      tmp.push_back(fresh("rn_t"));
      a.push_back(buf[j] + "[rn_lid - rn_s]");
      b.push_back(buf[j] + "[rn_lid]");
    }
    em.line("barrier(CLK_LOCAL_MEM_FENCE);");
    em.open("for (int rn_s = 1; rn_s < " + Ws_ + "; rn_s <<= 1)");
    for (size_t j = 0; j < k; ++j) em.line(c_type(types[j], Target::OpenCL) + " " + tmp[j] + " = " + b[j] + ";");
    em.open("if (rn_lid >= rn_s)");
    apply_op(em, op.lambda, a, b, tmp);
    em.close();
    em.line("barrier(CLK_LOCAL_MEM_FENCE);");
    for (size_t j = 0; j < k; ++j) em.line(buf[j] + "[rn_lid] = " + tmp[j] + ";");
    em.line("barrier(CLK_LOCAL_MEM_FENCE);");
    em.close();
    for (size_t j = 0; j < k; ++j)
      em.line(acc[j] + " = rn_lid == 0 ? (" + c_type(types[j], Target::OpenCL) + ")" + em.subexp(op.neutral[j]) +
              " : " + buf[j] + "[rn_lid - 1];");
    em.line("barrier(CLK_LOCAL_MEM_FENCE);");
  }

  void write_elem(ScalarEmitter& em, const std::string& arr, const std::string& i, const std::string& v) {
    auto l = local_buf_.find(arr);
    if (l != local_buf_.end()) em.line(l->second + "[RN_LPAD(" + i + ")] = " + v + ";");
    auto o = out_row_.find(arr);
    if (o != out_row_.end()) em.line(o->second + "[" + gtid_ + " * " + M_ + " + " + i + "] = " + v + ";");
  }

  void screma(ScalarEmitter& em, const ir::Stm& s);
};

void RowGroupGen::screma(ScalarEmitter& em, const ir::Stm& s) {
  const ir::Exp& x = s.exp;
  const ir::Lambda& f = x.map_lambda;
  size_t nscan = arity(x.scans), nred = arity(x.reduces);
  size_t nres = f.ret.size();
  bool chunked = ir::rowgroup_chunked(x);
  em.line("// " + std::string(chunked ? "chunked" : "strided") + " Screma -> " + c_name(s.pat.at(0).name) +
          (s.pat.size() > 1 ? ", ..." : ""));
  em.open("");
  // Accumulators: scans, then reductions.
  std::vector<std::vector<std::string>> sacc, racc;
  std::vector<std::vector<PrimType>> stypes, rtypes;
  size_t pos = 0;
  auto accs = [&](const std::vector<ir::ReduceOp>& ops, auto& acc, auto& types) {
    for (auto& op : ops) {
      acc.emplace_back();
      types.emplace_back();
      for (size_t j = 0; j < op.neutral.size(); ++j) {
        PrimType t = f.ret.at(pos++).elem;
        std::string a = fresh("rn_acc");
        em.line(c_type(t, Target::OpenCL) + " " + a + " = (" + c_type(t, Target::OpenCL) + ")" +
                em.subexp(op.neutral[j]) + ";");
        acc.back().push_back(a);
        types.back().push_back(t);
      }
    }
  };
  accs(x.scans, sacc, stypes);
  accs(x.reduces, racc, rtypes);
  std::string lo = "rn_lid", hi = M_, step = Ws_;
  if (chunked) {
    em.line("const long rn_c = (" + M_ + " + " + Ws_ + " - 1) / " + Ws_ + ";");
    em.line("const long rn_lo = min(rn_lid * rn_c, (long)" + M_ + ");");
    em.line("const long rn_hi = min(rn_lo + rn_c, (long)" + M_ + ");");
    lo = "rn_lo";
    hi = "rn_hi";
    step = "1";
  }
  // One element: the map lambda, then `then(results)` in its block.
  auto element = [&](const std::function<void(const std::vector<std::string>&)>& then) {
    em.open("for (long rn_i = " + lo + "; rn_i < " + hi + "; rn_i += " + step + ")");
    for (size_t q = 0; q < f.params.size(); ++q) em.declare(f.params[q], read_.at(x.arrays[q])("rn_i"));
    em.stms(*f.body);
    std::vector<std::string> r;
    for (size_t k = 0; k < nres; ++k) r.push_back(em.subexp(f.body->result[k]));
    then(r);
    em.close();
  };
  auto fold = [&](const std::vector<ir::ReduceOp>& ops, std::vector<std::vector<std::string>>& acc,
                  const std::vector<std::string>& r, size_t first) {
    size_t p = first;
    for (size_t o = 0; o < ops.size(); ++o) {
      std::vector<std::string> b(r.begin() + (long)p, r.begin() + (long)(p + acc[o].size()));
      apply_op(em, ops[o].lambda, acc[o], b, acc[o]);
      p += acc[o].size();
    }
  };
  auto write_mapped = [&](const std::vector<std::string>& r) {
    for (size_t k = nscan + nred; k < nres; ++k) write_elem(em, s.pat.at(k).name, "rn_i", r[k]);
  };
  if (nscan == 0) {
    element([&](const std::vector<std::string>& r) {
      fold(x.reduces, racc, r, 0);
      write_mapped(r);
    });
  } else {
    // Pass 1: the chunk's totals (and the reductions).
    element([&](const std::vector<std::string>& r) {
      fold(x.scans, sacc, r, 0);
      fold(x.reduces, racc, r, nscan);
    });
    for (size_t o = 0; o < x.scans.size(); ++o) exclusive_scan(em, x.scans[o], sacc[o], stypes[o]);
    // Pass 2: the chunk again from its prefix.
    element([&](const std::vector<std::string>& r) {
      fold(x.scans, sacc, r, 0);
      size_t k = 0;
      for (auto& a : sacc)
        for (auto& v : a) write_elem(em, s.pat.at(k++).name, "rn_i", v);
      write_mapped(r);
    });
  }
  for (size_t o = 0; o < x.reduces.size(); ++o) tree(em, x.reduces[o], racc[o], rtypes[o]);
  // The reduced values, in the pattern (declared outside the block).
  std::vector<std::string> red_vals;
  for (auto& a : racc)
    for (auto& v : a) red_vals.push_back(v);
  for (size_t k = 0; k < nred; ++k) em.line(c_name(s.pat.at(nscan + k).name) + " = " + red_vals[k] + ";");
  em.close();
  em.line("barrier(CLK_LOCAL_MEM_FENCE);");
}

// A histogram of the row into K bins in local memory: the bins set to
// their initial value, every thread adds its strided elements atomically
// (atomic_add for integer `+`, else a compare-and-swap loop on the bin),
// then a result histogram is copied to its output row.
void RowGroupGen::hist(ScalarEmitter& em, const ir::Stm& s) {
  const ir::Exp& x = s.exp;
  const ir::Param& h = s.pat.at(0);
  const auto& [K, init] = bins_.at(x.arrays[2]);
  PrimType t = h.type.elem;
  std::string T = c_type(t, Target::OpenCL), Ks = std::to_string(K);
  bool wide = prim_bytes(t) == 8;
  std::string buf = fresh("rn_hist");
  local_decls_.push_back("__local " + T + " " + buf + "[" + Ks + "];");
  em.line("// hist -> " + c_name(h.name) + " (" + Ks + " bins in local memory)");
  const ir::ReduceOp& op = x.reduces.at(0);
  const ir::Lambda& l = op.lambda;
  bool add = false;
  if (l.body->stms.size() == 1 && l.body->result.size() == 1 && is_int(t)) {
    const ir::Stm& st = l.body->stms[0];
    auto is = [](const ir::SubExp& v, const std::string& n) { return v.is_var() && v.var == n; };
    add = st.exp.kind == ir::Exp::Kind::BinOp && st.exp.binop == BinOp::Add && st.pat.size() == 1 &&
          is(l.body->result[0], st.pat[0].name) &&
          ((is(st.exp.args[0], l.params[0].name) && is(st.exp.args[1], l.params[1].name)) ||
           (is(st.exp.args[0], l.params[1].name) && is(st.exp.args[1], l.params[0].name)));
  }
  // A 64-bit integer sum counts in 32-bit words: a value in [0, 2^32 / m)
  // (a count: no word of m such values overflows) goes to the words with
  // a 32-bit atomic add, any other to the 64-bit bins; the words are added
  // to the bins at the end.
  // The 4-bit radix sort's per-block histograms (16 bins of i64 counts,
  // 256 keys a block; H100, benchmarks/IDIOMS.md perf10): 191 us with
  // 64-bit atomics, 104 with the words, 122 with a copy of the words per
  // warp (RUNIC_HIST_COPIES=8 when compiling; at most 8 KiB of words).
  const bool narrow = add && wide;
  int64_t copies = 1;
  if (narrow) {
    const char* env = std::getenv("RUNIC_HIST_COPIES");
    int64_t want = env ? std::max<int64_t>(1, std::atoll(env)) : 1;
    while (copies * 2 <= want && copies * 2 * K * 4 <= 8192) copies *= 2;
  }
  const std::string words = fresh("rn_hword"), lim = fresh("rn_hlim"), Cs = std::to_string(copies * K);
  em.open("for (long rn_i = rn_lid; rn_i < " + Ks + "; rn_i += " + Ws_ + ")");
  em.line(buf + "[rn_i] = (" + T + ")" + em.subexp(init) + ";");
  em.close();
  if (narrow) {
    local_decls_.push_back("__local uint " + words + "[" + Cs + "];");
    em.open("for (long rn_i = rn_lid; rn_i < " + Cs + "; rn_i += " + Ws_ + ")");
    em.line(words + "[rn_i] = 0;");
    em.close();
    em.line("const ulong " + lim + " = 0xffffffffUL / (ulong)max((long)" + M_ + ", 1L);");
  }
  em.line("barrier(CLK_LOCAL_MEM_FENCE);");
  em.open("for (long rn_i = rn_lid; rn_i < " + M_ + "; rn_i += " + Ws_ + ")");
  std::string idx = fresh("rn_bin"), val = fresh("rn_val");
  em.line("long " + idx + " = (long)" + read_at(em, x.arrays[0], "rn_i") + ";");
  em.line(T + " " + val + " = " + read_at(em, x.arrays[1], "rn_i") + ";");
  em.open("if (" + idx + " >= 0 && " + idx + " < " + Ks + ")");
  if (wide) int64_atomics_ = true;
  std::string W = wide ? "ulong" : "uint";
  if (narrow) {
    std::string slot = copies > 1 ? "(rn_lid >> 5) % " + std::to_string(copies) + " * " + Ks + " + " + idx : idx;
    em.line("if ((ulong)" + val + " <= " + lim + ") atomic_add(&" + words + "[" + slot + "], (uint)" + val + ");");
    em.line("else atom_add((volatile __local ulong *)&" + buf + "[" + idx + "], (ulong)" + val + ");");
  } else if (add) {
    em.line(std::string(wide ? "atom_add" : "atomic_add") + "((volatile __local " + W + " *)&" + buf + "[" + idx +
            "], (" + W + ")" + val + ");");
  } else {
    std::string cmpxchg = wide ? "atom_cmpxchg" : "atomic_cmpxchg";
    auto to_word = [&](const std::string& v) { return is_float(t) ? "as_" + W + "(" + v + ")" : "(" + W + ")(" + v + ")"; };
    auto from_word = [&](const std::string& v) { return is_float(t) ? "as_" + T + "(" + v + ")" : "(" + T + ")(" + v + ")"; };
    em.line("volatile __local " + W + " *rn_p = (volatile __local " + W + " *)&" + buf + "[" + idx + "];");
    em.line(W + " rn_old = *rn_p, rn_assumed;");
    em.open("do");
    em.line("rn_assumed = rn_old;");
    em.open("");
    em.declare(l.params[0], from_word("rn_assumed"));
    em.declare(l.params[1], val);
    em.stms(*l.body);
    em.line("rn_old = " + cmpxchg + "(rn_p, rn_assumed, " + to_word(em.subexp(l.body->result[0])) + ");");
    em.close();
    em.close("} while (rn_old != rn_assumed);");
  }
  em.close();
  em.close();
  em.line("barrier(CLK_LOCAL_MEM_FENCE);");
  if (narrow) {
    em.open("for (long rn_i = rn_lid; rn_i < " + Ks + "; rn_i += " + Ws_ + ")");
    em.line("ulong rn_s = 0;");
    for (int64_t c = 0; c < copies; ++c) em.line("rn_s += " + words + "[" + std::to_string(c * K) + " + rn_i];");
    em.line(buf + "[rn_i] = (" + T + ")((ulong)" + buf + "[rn_i] + rn_s);");
    em.close();
    em.line("barrier(CLK_LOCAL_MEM_FENCE);");
  }
  auto o = out_row_.find(h.name);
  if (o != out_row_.end()) {
    em.open("for (long rn_i = rn_lid; rn_i < " + Ks + "; rn_i += " + Ws_ + ")");
    em.line(o->second + "[" + gtid_ + " * " + Ks + " + rn_i] = " + buf + "[rn_i];");
    em.close();
  }
  read_[h.name] = [buf](const std::string& i) { return buf + "[" + i + "]"; };
}

// A sequential loop of the body: its array merge parameters (replicates
// of the body) in local memory, set by the group; thread 0 runs the loop
// (reads and updates in place); its scalar results reach every thread
// through local memory; result arrays are copied to their output rows.
void RowGroupGen::loop(ScalarEmitter& em, const ir::Stm& s) {
  const ir::Exp& x = s.exp;
  em.line("// loop -> " + c_name(s.pat.at(0).name) + (s.pat.size() > 1 ? ", ..." : "") + " (its arrays in local memory)");
  for (auto& [p, init] : x.merge) {
    if (!p.type.is_array()) {
      em.declare(p, em.subexp(init));
      continue;
    }
    const auto& [K, v] = bins_.at(init.var);
    std::string T = c_type(p.type.elem, Target::OpenCL), Ks = std::to_string(K);
    std::string buf = fresh("rn_lbuf");
    local_decls_.push_back("__local " + T + " " + buf + "[" + Ks + "];");
    em.open("for (long rn_i = rn_lid; rn_i < " + Ks + "; rn_i += " + Ws_ + ")");
    em.line(buf + "[rn_i] = (" + T + ")" + em.subexp(v) + ";");
    em.close();
    alias_[p.name] = {buf, K};
  }
  em.line("barrier(CLK_LOCAL_MEM_FENCE);");
  std::optional<ir::RankLoop> r = ir::rank_loop(x);
  const ir::Param& cp = x.merge.at(r ? r->counter : 0).first;
  // The packed counts take (K / 4) * W words of local memory: at most
  // 8 KiB (K <= 16 on groups of 256), else thread 0 runs the loop.
  const int64_t rank_bytes = r ? (bins_.at(x.merge[r->counter].second.var).first + 3) / 4 * W_ * 8 : 0;
  if (r && W_ >= (int64_t)ir::kRankLoopMaxCounters && rank_bytes <= 8192) {
    rank_loop(em, x, *r, alias_.at(cp.name).first);
  } else {
    loop_seq(em, x);
  }
  finish_loop(em, s);
}

// Thread 0 runs the loop.
void RowGroupGen::loop_seq(ScalarEmitter& em, const ir::Exp& x) {
  em.line("// sequential: thread 0 runs it");
  em.open("if (rn_lid == 0)");
  std::string lt = c_type(x.prim, Target::OpenCL);
  em.open("for (" + lt + " " + c_name(x.loop_var) + " = 0; " + c_name(x.loop_var) + " < (" + lt + ")" +
          em.subexp(x.args.at(0)) + "; " + c_name(x.loop_var) + "++)");
  const ir::Body& b = *x.bodies.at(0);
  em.stms(b);
  std::vector<std::string> tmp(x.merge.size());
  for (size_t k = 0; k < x.merge.size(); ++k) {
    const ir::Param& p = x.merge[k].first;
    if (p.type.is_array()) continue;
    tmp[k] = fresh("rn_next");
    em.line(c_type(p.type.elem, Target::OpenCL) + " " + tmp[k] + " = " + em.subexp(b.result.at(k)) + ";");
  }
  for (size_t k = 0; k < x.merge.size(); ++k)
    if (!tmp[k].empty()) em.line(c_name(x.merge[k].first.name) + " = " + tmp[k] + ";");
  em.close();
  em.close();
}

// The loop's results: scalars broadcast from thread 0, arrays copied to
// their output rows.
void RowGroupGen::finish_loop(ScalarEmitter& em, const ir::Stm& s) {
  const ir::Exp& x = s.exp;
  for (size_t k = 0; k < x.merge.size(); ++k) {
    const ir::Param& p = x.merge[k].first;
    const ir::Param& q = s.pat.at(k);
    if (p.type.is_array()) {
      alias_[q.name] = alias_.at(p.name);
      continue;
    }
    std::string T = c_type(p.type.elem, Target::OpenCL), slot = fresh("rn_bcast");
    local_decls_.push_back("__local " + T + " " + slot + "[1];");
    em.line("if (rn_lid == 0) " + slot + "[0] = " + c_name(p.name) + ";");
    em.line("barrier(CLK_LOCAL_MEM_FENCE);");
    em.declare(q, slot + "[0]");
  }
  em.line("barrier(CLK_LOCAL_MEM_FENCE);");
  for (auto& q : s.pat) {
    auto o = out_row_.find(q.name);
    if (o == out_row_.end() || !alias_.count(q.name)) continue;
    const auto& [buf, K] = alias_.at(q.name);
    std::string Ks = std::to_string(K);
    em.open("for (long rn_i = rn_lid; rn_i < " + Ks + "; rn_i += " + Ws_ + ")");
    em.line(o->second + "[" + gtid_ + " * " + Ks + " + rn_i] = " + buf + "[rn_i];");
    em.close();
  }
}

// A rank loop (ir/rowgroup.h) run by the whole group: each thread takes
// a contiguous chunk of the iterations.  The counts of a thread are packed
// four to a word (16-bit fields; an iteration adds at most `increments`,
// so the loop count times that must stay below 2^16, tested at run time
// unless the count is a constant) in its column of `rn_rank` ([words][W]
// in local memory):
//   pass 1: the chunk's increments counted, code that reads the counter
//           skipped;
//   an inclusive scan of each word across the group (16-bit fields never
//   carry into each other), each thread's exclusive prefix put back in
//   its column;
//   pass 2: the chunk again, a read of counter d giving the initial value
//   plus field d of the thread's words, an increment adding to them;
//   writes of the other arrays (at the loop variable) go to local memory.
// The counter's final value: the initial value plus the group's totals.
void RowGroupGen::rank_loop(ScalarEmitter& em, const ir::Exp& x, const ir::RankLoop& r, const std::string& counter_buf) {
  const ir::Param& cp = x.merge.at(r.counter).first;
  const auto& [K, v] = bins_.at(x.merge[r.counter].second.var);
  const int64_t words = (K + 3) / 4;
  const std::string buf = fresh("rn_rank");
  local_decls_.push_back("__local ulong " + buf + "[" + std::to_string(words * W_) + "];");
  em.line("// rank loop -> " + c_name(cp.name) + " counted by the group (a multi-split: per-counter exclusive scan)");
  em.open("");
  const std::string n = fresh("rn_rn");
  em.line("const long " + n + " = (long)" + em.subexp(x.args.at(0)) + ";");
  const ir::SubExp& cnt = x.args.at(0);
  bool fits = cnt.is_const() && cnt.value.as_i64() >= 0 && cnt.value.as_i64() * r.increments < 65536;
  if (!fits) em.open("if (" + n + " >= 0 && " + n + " <= " + std::to_string(65535 / std::max<int64_t>(1, r.increments)) + ")");
  em.line("const long rn_rc = (" + n + " + " + Ws_ + " - 1) / " + Ws_ + ";");
  em.line("const long rn_rlo = min(rn_lid * rn_rc, " + n + ");");
  em.line("const long rn_rhi = min(rn_rlo + rn_rc, " + n + ");");
  for (int64_t q = 0; q < words; ++q) em.line(buf + "[" + std::to_string(q * W_) + " + rn_lid] = 0;");
  for (auto& [name, root] : r.root) alias_[name] = alias_.at(root);
  rank_ = &r;
  rank_buf_ = buf;
  rank_init_ = em.subexp(v);
  rank_counter_ = cp.name;
  rank_elem_ = cp.type.elem;
  rank_K_ = K;
  std::string lt = c_type(x.prim, Target::OpenCL);
  auto pass = [&](RankPass k) {
    rank_pass_ = k;
    em.open("for (" + lt + " " + c_name(x.loop_var) + " = (" + lt + ")rn_rlo; " + c_name(x.loop_var) + " < (" + lt +
            ")rn_rhi; " + c_name(x.loop_var) + "++)");
    em.stms(*x.bodies.at(0));
    em.close();
    rank_pass_ = RankPass::None;
  };
  pass(RankPass::Count);
  em.line("barrier(CLK_LOCAL_MEM_FENCE);");
  em.open("for (int rn_s = 1; rn_s < " + Ws_ + "; rn_s <<= 1)");
  for (int64_t q = 0; q < words; ++q) {
    std::string at = buf + "[" + std::to_string(q * W_) + " + rn_lid";
    em.line("ulong rn_w" + std::to_string(q) + " = " + at + "] + (rn_lid >= rn_s ? " + at + " - rn_s] : 0UL);");
  }
  em.line("barrier(CLK_LOCAL_MEM_FENCE);");
  for (int64_t q = 0; q < words; ++q)
    em.line(buf + "[" + std::to_string(q * W_) + " + rn_lid] = rn_w" + std::to_string(q) + ";");
  em.line("barrier(CLK_LOCAL_MEM_FENCE);");
  em.close();
  std::string T = c_type(cp.type.elem, Target::OpenCL);
  // Counter rn_lid's total (for the counter's final value), each thread's
  // exclusive prefix.
  em.line(T + " rn_rtot = rn_lid < " + std::to_string(K) + " ? (" + T + ")((" + buf + "[(rn_lid >> 2) * " + Ws_ +
          " + " + std::to_string(W_ - 1) + "] >> ((rn_lid & 3) * 16)) & 0xffffUL) : (" + T + ")0;");
  for (int64_t q = 0; q < words; ++q) {
    std::string at = buf + "[" + std::to_string(q * W_) + " + rn_lid";
    em.line("ulong rn_x" + std::to_string(q) + " = rn_lid == 0 ? 0UL : " + at + " - 1];");
  }
  em.line("barrier(CLK_LOCAL_MEM_FENCE);");
  for (int64_t q = 0; q < words; ++q)
    em.line(buf + "[" + std::to_string(q * W_) + " + rn_lid] = rn_x" + std::to_string(q) + ";");
  pass(RankPass::Replay);
  em.line("if (rn_lid < " + std::to_string(K) + ") " + counter_buf + "[rn_lid] += rn_rtot;");
  rank_ = nullptr;
  if (!fits) {
    em.close();
    em.open("else");
    loop_seq(em, x);
    em.close();
  }
  em.close();
}

// A statement of a rank loop's body in pass 1 or 2 (true: emitted or
// skipped here).
bool RowGroupGen::rank_hook(ScalarEmitter& em, const ir::Stm& s) {
  const ir::Exp& e = s.exp;
  Span loc = e.loc.known() ? e.loc : s.loc;
  const ir::RankLoop& r = *rank_;
  bool on_loop_array = (e.kind == ir::Exp::Kind::Index || e.kind == ir::Exp::Kind::Update) && r.root.count(e.array);
  if (on_loop_array && r.root.at(e.array) == rank_counter_) {
    if (e.kind == ir::Exp::Kind::Index && rank_pass_ == RankPass::Count) return true;
    std::string iv;
    std::string ok = loop_index(em, e, loc, rank_K_, iv);
    std::string word = rank_buf_ + "[(" + iv + " >> 2) * " + Ws_ + " + rn_lid]";
    std::string shift = "((" + iv + " & 3) * 16)";
    if (e.kind == ir::Exp::Kind::Index) {
      std::string T = c_type(rank_elem_, Target::OpenCL);
      em.declare(s.pat[0], ok + " ? (" + T + ")((" + T + ")" + rank_init_ + " + (" + T + ")((" + word + " >> " + shift +
                               ") & 0xffffUL)) : (" + T + ")0");
    } else {
      em.line("if " + ok + " " + word + " += 1UL << " + shift + ";");
    }
    return true;
  }
  if (rank_pass_ == RankPass::Replay) return false;
  // Pass 1: only what the increments need.
  if (on_loop_array) return true;  // a write of an output array
  if (e.kind == ir::Exp::Kind::If) {
    if (e.args.at(0).is_var() && r.tainted.count(e.args[0].var)) return true;
    for (size_t k = 0; k < e.ret.size(); ++k)
      if (!e.ret[k].is_array() && !r.tainted.count(s.pat[k].name))
        em.line(c_type(s.pat[k].type.elem, Target::OpenCL) + " " + c_name(s.pat[k].name) + ";");
    for (int br = 0; br < 2; ++br) {
      em.open(br == 0 ? "if (" + em.subexp(e.args.at(0)) + ")" : "else");
      const ir::Body& bb = *e.bodies.at(br);
      em.stms(bb);
      for (size_t k = 0; k < e.ret.size(); ++k)
        if (!e.ret[k].is_array() && !r.tainted.count(s.pat[k].name))
          em.line(c_name(s.pat[k].name) + " = " + em.subexp(bb.result.at(k)) + ";");
      em.close();
    }
    return true;
  }
  for (auto& p : s.pat)
    if (r.tainted.count(p.name)) return true;
  return false;
}

RowGroupKernel RowGroupGen::run(const ir::Exp& e, const std::vector<ir::Param>& pat, const std::string& name,
                                const Span& loc) {
  RowGroupKernel out;
  GeneratedKernel& g = out.kernel;
  g.name = name;
  info_ = ir::rowgroup_info(e);
  const ir::Body& body = *e.bodies.at(0);
  auto host_expr = [&](const ir::SubExp& s) {
    return s.is_const() ? std::to_string(s.value.as_i64()) + "LL" : c_name(s.var);
  };
  std::vector<std::string> params;
  std::set<std::string> have;
  const auto& [gt, n] = e.seg_space.dims.at(0);
  gtid_ = c_name(gt);
  out.rows = "(int64_t)" + host_expr(n);
  g.args.push_back({KernelArg::Kind::Size, host_expr(n), PrimType::I64});
  const std::string rows = n.is_var() ? c_name(n.var) : "rn_rows";
  params.push_back("long " + rows);
  if (n.is_var()) have.insert(c_name(n.var));
  M_ = info_.m.is_const() ? std::to_string(info_.m.value.as_i64()) + "L" : c_name(info_.m.var);
  // Free variables: names used in the SegOp and bound nowhere in it.
  ir::Exp copy = e;
  std::set<std::string> bound;
  std::vector<std::string> fv;
  std::set<std::string> seen;
  ir::walk::for_each_name_exp(copy, [&](const std::string& v, ir::walk::Role r) {
    if (r == ir::walk::Role::Bind) bound.insert(v);
  });
  ir::walk::for_each_name_exp(copy, [&](const std::string& v, ir::walk::Role r) {
    if (r == ir::walk::Role::Use && !bound.count(v) && seen.insert(v).second) fv.push_back(v);
  });
  if (info_.m.is_var() && seen.insert(info_.m.var).second) fv.push_back(info_.m.var);
  std::vector<std::string> arrays;
  for (auto& v : fv) {
    auto it = host_types_.find(v);
    internal_assert(it != host_types_.end(), "row-group kernel " << name << " uses unknown variable " << v);
    const ir::Type& t = it->second;
    check_prim_supported(t.elem, loc);
    if (t.is_array()) {
      arrays.push_back(v);
      for (auto& d : t.shape)
        if (d.is_var() && have.insert(c_name(d.var)).second) {
          g.args.push_back({KernelArg::Kind::Size, c_name(d.var), PrimType::I64});
          params.push_back("long " + c_name(d.var));
        }
    } else if (have.insert(c_name(v)).second) {
      g.args.push_back({KernelArg::Kind::Scalar, c_name(v), t.elem});
      params.push_back(c_type(t.elem, Target::OpenCL) + " " + c_name(v));
    }
  }
  for (auto& a : arrays) {
    const ir::Type& t = host_types_.at(a);
    g.args.push_back({KernelArg::Kind::Mem, c_name(a), t.elem});
    params.push_back("__global " + c_type(t.elem, Target::OpenCL) + " *RN_RESTRICT " + c_name(a));
  }
  // Outputs: result rows and scalars.
  std::vector<std::string> outs;
  for (size_t j = 0; j < pat.size(); ++j) {
    check_prim_supported(pat[j].type.elem, loc);
    std::string o = c_name(pat[j].name);
    outs.push_back(o);
    g.args.push_back({KernelArg::Kind::Mem, o, pat[j].type.elem});
    params.push_back("__global " + c_type(pat[j].type.elem, Target::OpenCL) + " *" + o);
    const ir::SubExp& r = body.result.at(j);
    if (e.ret.at(j).is_array()) out_row_[r.var] = o;
  }
  // Local buffers: one per array kept in local memory, sized m on the host.
  for (auto& a : info_.local) {
    std::string b = fresh("rn_lrow");
    local_buf_[a] = b;
    PrimType t = PrimType::I32;
    for (auto& s : body.stms)
      for (auto& p : s.pat)
        if (p.name == a) t = p.type.elem;
    g.args.push_back({KernelArg::Kind::Local,
                      "rn_mul_size(rn_rowgroup_padded(" + host_expr(info_.m) + "), " + std::to_string(prim_bytes(t)) + ")",
                      t});
    params.push_back("__local " + c_type(t, Target::OpenCL) + " *" + b);
  }
  params.push_back("__global long *rn_err");

  std::ostringstream os;
  ScalarEmitter em = emitter(os, 1);
  em.line("RN_WI_ID const long rn_lid = get_local_id(0);");
  em.open("for (long " + gtid_ + " = get_group_id(0); " + gtid_ + " < " + rows + "; " + gtid_ + " += get_num_groups(0))");
  for (const ir::Stm& s : body.stms) {
    const ir::Exp& x = s.exp;
    if (x.kind == ir::Exp::Kind::Index && s.pat.size() == 1 && s.pat[0].type.is_array()) {
      // A row of a host array.
      const std::string a = s.pat[0].name;
      const ir::Type& t = host_types_.at(x.array);
      std::string base = c_name(x.array), stride = host_expr(t.shape.at(1));
      std::string row = "(" + em.subexp(x.dims.at(0).index) + ") * " + stride;
      auto global = [base, row](const std::string& i) { return base + "[" + row + " + " + i + "]"; };
      auto l = local_buf_.find(a);
      if (l != local_buf_.end()) {
        std::string buf = l->second;
        if (prim_bytes(s.pat[0].type.elem) == 4 && s.pat[0].type.elem != PrimType::Bool) {
          // Rows of 4-byte elements whose length is a multiple of 4: float4
          // loads (the row starts 16-byte aligned); four consecutive
          // elements never straddle a padding word.
          std::string ty = c_type(s.pat[0].type.elem, Target::OpenCL);
          em.open("if ((" + M_ + " & 3) == 0)");
          em.line("const __global " + ty + " *rn_row = " + base + " + " + row + ";");
          em.open("for (long rn_q = rn_lid; rn_q < " + M_ + " / 4; rn_q += " + Ws_ + ")");
          em.line(ty + "4 rn_v = vload4(rn_q, rn_row);");
          em.line("const long rn_p = RN_LPAD(4 * rn_q);");
          em.line(buf + "[rn_p] = rn_v.x; " + buf + "[rn_p + 1] = rn_v.y; " + buf + "[rn_p + 2] = rn_v.z; " + buf +
                  "[rn_p + 3] = rn_v.w;");
          em.close();
          em.close();
          em.open("else");
        }
        em.open("for (long rn_i = rn_lid; rn_i < " + M_ + "; rn_i += " + Ws_ + ")");
        em.line(buf + "[RN_LPAD(rn_i)] = " + global("rn_i") + ";");
        em.close();
        if (prim_bytes(s.pat[0].type.elem) == 4 && s.pat[0].type.elem != PrimType::Bool) em.close();
        em.line("barrier(CLK_LOCAL_MEM_FENCE);");
        read_[a] = [buf](const std::string& i) { return buf + "[RN_LPAD(" + i + ")]"; };
      } else {
        read_[a] = global;
      }
      continue;
    }
    if (x.kind == ir::Exp::Kind::Index && s.pat.size() == 1) {
      // An element of a host array (a scalar parameter of the row map).
      const ir::Type& t = host_types_.at(x.array);
      std::string flat;
      for (size_t d = 0; d < x.dims.size(); ++d)
        flat = flat.empty() ? "(" + em.subexp(x.dims[d].index) + ")"
                            : "(" + flat + ") * " + host_expr(t.shape.at(d)) + " + (" + em.subexp(x.dims[d].index) + ")";
      em.declare(s.pat[0], c_name(x.array) + "[" + flat + "]");
      continue;
    }
    if (x.kind == ir::Exp::Kind::Iota) {
      const std::string a = s.pat[0].name;
      std::string ty = c_type(x.prim, Target::OpenCL);
      std::string start = em.subexp(x.args.at(1)), stride = em.subexp(x.args.at(2));
      read_[a] = [ty, start, stride](const std::string& i) {
        return "(" + ty + ")((" + ty + ")" + start + " + (" + ty + ")(" + i + ") * (" + ty + ")" + stride + ")";
      };
      continue;
    }
    if (x.kind == ir::Exp::Kind::Replicate && s.pat.size() == 1 && s.pat[0].type.is_array()) {
      bins_[s.pat[0].name] = {x.args.at(0).value.as_i64(), x.args.at(1)};
      continue;
    }
    if (x.kind == ir::Exp::Kind::Loop) {
      loop(em, s);
      continue;
    }
    if (x.kind == ir::Exp::Kind::Hist) {
      for (size_t q = 0; q < 2; ++q)
        if (!read_.count(x.arrays[q]) && !inline_.count(x.arrays[q])) {
          std::string base = c_name(x.arrays[q]);
          read_[x.arrays[q]] = [base](const std::string& i) { return base + "[" + i + "]"; };
        }
      hist(em, s);
      continue;
    }
    if (x.kind == ir::Exp::Kind::Screma && info_.inline_maps.count(s.pat.at(0).name)) {
      for (auto& a : x.arrays)
        if (!read_.count(a) && !inline_.count(a)) {
          std::string base = c_name(a);
          read_[a] = [base](const std::string& i) { return base + "[" + i + "]"; };
        }
      for (size_t k = 0; k < s.pat.size(); ++k) inline_[s.pat[k].name] = {&s, k};
      continue;
    }
    if (x.kind == ir::Exp::Kind::Screma) {
      for (auto& a : x.arrays)
        if (!read_.count(a)) {
          std::string base = c_name(a);
          read_[a] = [base](const std::string& i) { return base + "[" + i + "]"; };
        }
      for (auto& p : s.pat)
        if (!p.type.is_array()) em.line(c_type(p.type.elem, Target::OpenCL) + " " + c_name(p.name) + ";");
      for (auto& p : s.pat)
        if (p.type.is_array())
          read_[p.name] = [](const std::string&) -> std::string {
            internal_assert(false, "row-group kernel: an array read before it is kept");
            return "";
          };
      screma(em, s);
      for (auto& p : s.pat) {
        auto l = local_buf_.find(p.name);
        if (l != local_buf_.end()) {
          std::string buf = l->second;
          read_[p.name] = [buf](const std::string& i) { return buf + "[RN_LPAD(" + i + ")]"; };
        }
      }
      continue;
    }
    em.stm(s);
  }
  for (size_t j = 0; j < pat.size(); ++j)
    if (!e.ret[j].is_array())
      em.line("if (rn_lid == 0) " + outs[j] + "[" + gtid_ + "] = " + em.subexp(body.result[j]) + ";");
  em.line("barrier(CLK_LOCAL_MEM_FENCE);");
  em.close();

  std::ostringstream o;
  o << "// " << name << ": a row-group kernel (one work-group of " << W_ << " per row)\n";
  // Local rows are padded by one word in 32, so that contiguous chunks of
  // the threads (chunked Scremas) fall into distinct banks.
  o << "#ifndef RN_LPAD\n#define RN_LPAD(i) ((i) + ((i) >> 5))\n#endif\n";
  if (int64_atomics_) o << "#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable\n";
  o << "__kernel __attribute__((reqd_work_group_size(" << W_ << ", 1, 1))) void " << name << "(";
  for (size_t i = 0; i < params.size(); ++i) o << (i ? ", " : "") << params[i];
  o << ") {\n";
  for (auto& d : local_decls_) o << "  " << d << "\n";
  o << os.str() << "}\n";
  g.code = o.str();
  std::ostringstream d;
  d << "row-group (PPoPP'19 intra-group parallelism): one work-group of " << W_ << " per row; ";
  if (info_.local.empty()) {
    d << "no arrays in local memory";
  } else {
    d << "in local memory:";
    for (auto& a : info_.local) d << " " << a;
  }
  d << "\n";
  out.derivation = d.str();
  return out;
}

}  // namespace

RowGroupKernel generate_rowgroup_kernel(const ir::Exp& segop, const std::vector<ir::Param>& pat,
                                        const std::string& name, const std::map<std::string, ir::Type>& host_types,
                                        ErrorTable& errors, int64_t group_size, const Span& loc) {
  RowGroupGen gen(host_types, errors, group_size);
  return gen.run(segop, pat, name, loc);
}

}  // namespace runic::backend
