// OpenCL kernels for elementwise 2-D maps that read arrays transposed
// (issue 16: `map2 (map2 (+)) a (transpose b)`).
//
// Flattened, such a map is a transpose of b into a buffer (the tiled
// transpose of backend.cpp) and a map reading a and that buffer: b is read
// and written once more than needed.  flatten/recompute.cpp inlines the
// transpose into the map where the map is elementwise, so that its body
// reads `b[j, i]` at its point (i, j); read that way by one thread per
// element, consecutive threads (consecutive j) read b with a stride of N
// elements.  This kernel reads b through local memory as the tiled
// transpose does (the transpose idiom's kernel): each 32 x 8 work-group
// takes a 32 x 32 tile of the output, loads the 32 x 32 tile of each such
// b it needs with consecutive items on consecutive elements of b's rows
// (coalesced), and, after a barrier, computes each element of its output
// tile with consecutive items on consecutive j: the other reads (a[i, j])
// and the writes are coalesced too, and b[j, i] comes from the tile
// (rn_tile[j - j0][i - i0], one padding column against bank conflicts).
//
//   group (gj, gi), item (tx, ty):  i0 = gi * 32, j0 = gj * 32
//     for k in 0, 8, 16, 24: tile_b[ty + k][tx] = b[j0 + ty + k, i0 + tx]
//     barrier
//     for k in 0, 8, 16, 24: i = i0 + ty + k, j = j0 + tx:
//       out[i, j] = body(i, j) with b[j, i] = tile_b[tx][ty + k]
#include "backend/tilemap_codegen.h"

#include <set>
#include <sstream>

#include "backend/scalar_code.h"

namespace runic::backend {

using rewrite::c_name;

namespace {

using SameSize = std::function<bool(const ir::SubExp&, const ir::SubExp&)>;

std::string escape_percent(const std::string& s) {
  std::string r;
  for (char ch : s) r += ch == '%' ? std::string("%%") : std::string(1, ch);
  return r;
}

bool cheap(ir::Exp::Kind k) {
  using K = ir::Exp::Kind;
  return k == K::SubExp || k == K::BinOp || k == K::CmpOp || k == K::UnOp || k == K::Convert || k == K::PrimFun ||
         k == K::Index || k == K::If || k == K::Assert;
}

// The body's reads and statements: false where one is not allowed.  The
// arrays read `b[j, i]` (b: [M][N]) go to `tiled`, those read otherwise to
// `other`.
bool scan_body(const ir::Body& b, const std::string& i, const std::string& j, const ir::SubExp& n,
               const ir::SubExp& m, const std::map<std::string, ir::Type>& host_types, const SameSize& same,
               std::vector<std::string>& tiled, std::set<std::string>& other) {
  for (const ir::Stm& s : b.stms) {
    const ir::Exp& e = s.exp;
    if (!cheap(e.kind)) return false;
    for (const ir::Param& p : s.pat)
      if (p.type.is_array()) return false;
    if (e.kind == ir::Exp::Kind::Index) {
      auto it = host_types.find(e.array);
      if (it == host_types.end() || (int)e.dims.size() != it->second.rank() || s.pat.size() != 1) return false;
      for (const ir::DimIndex& d : e.dims)
        if (d.is_slice) return false;
      const ir::Type& t = it->second;
      const bool transposed = t.rank() == 2 && e.dims[0].index.is_var() && e.dims[0].index.var == j &&
                              e.dims[1].index.is_var() && e.dims[1].index.var == i && same(t.shape[0], m) &&
                              same(t.shape[1], n);
      if (transposed) {
        if (std::find(tiled.begin(), tiled.end(), e.array) == tiled.end()) tiled.push_back(e.array);
      } else {
        other.insert(e.array);
      }
    }
    for (const ir::BodyPtr& nb : e.bodies)
      if (nb && !scan_body(*nb, i, j, n, m, host_types, same, tiled, other)) return false;
  }
  return true;
}

// Free variables of a scalar body (names used, not bound inside).
void free_vars(const ir::Body& b, std::set<std::string> bound, std::vector<std::string>& order,
               std::set<std::string>& seen) {
  auto use = [&](const std::string& v) {
    if (v.empty() || bound.count(v) || !seen.insert(v).second) return;
    order.push_back(v);
  };
  auto se = [&](const ir::SubExp& s) { if (s.is_var()) use(s.var); };
  for (auto& s : b.stms) {
    const ir::Exp& e = s.exp;
    for (auto& a : e.args) se(a);
    use(e.array);
    for (auto& a : e.arrays) use(a);
    for (auto& d : e.dims) { se(d.index); se(d.start); se(d.count); se(d.stride); }
    for (auto& nb : e.bodies) if (nb) free_vars(*nb, bound, order, seen);
    for (auto& p : s.pat) bound.insert(p.name);
  }
  for (auto& r : b.result) se(r);
}

class TileMapGen {
 public:
  TileMapGen(const std::map<std::string, ir::Type>& host_types, ErrorTable& errors)
      : host_types_(host_types), errors_(errors) {}

  TileMapKernel run(const ir::Exp& e, const std::vector<ir::Param>& pat, const std::string& name,
                    const SameSize& same, const Span& loc);

 private:
  const std::map<std::string, ir::Type>& host_types_;
  ErrorTable& errors_;
  int counter_ = 0;
  std::string fresh(const std::string& b) { return b + std::to_string(counter_++); }
  std::map<std::string, ir::SubExp> space_;  // i, j -> N, M
  std::map<std::string, std::string> tile_of_;  // a tiled array -> its tile
  std::string i_, j_;

  // Reads of tiled arrays from their tiles; other point reads of host
  // arrays (bounds-checked) and assertions.
  bool hook(ScalarEmitter& em, const ir::Stm& s) {
    const ir::Exp& e = s.exp;
    Span loc = e.loc.known() ? e.loc : s.loc;
    if (e.kind == ir::Exp::Kind::Index) {
      auto tl = tile_of_.find(e.array);
      if (tl != tile_of_.end()) {
        em.declare(s.pat[0], tl->second + "[rn_tx][rn_ty + rn_k]");
        return true;
      }
      const ir::Type& t = host_types_.at(e.array);
      std::string flat, ok;
      std::vector<std::vector<std::string>> ivs;
      std::vector<std::string> ns, bad;
      for (int d = 0; d < t.rank(); ++d) {
        std::string n = em.subexp(t.shape[d]);
        std::string iv = fresh("rn_idx");
        em.line("long " + iv + " = (long)" + em.subexp(e.dims[d].index) + ";");
        ivs.push_back({iv});
        ns.push_back(n);
        // A space index into a dimension of the space's size is in bounds.
        const ir::SubExp& ix = e.dims[d].index;
        auto sz = ix.is_var() ? space_.find(ix.var) : space_.end();
        bool in_space = sz != space_.end() && ((sz->second.is_var() && t.shape[d].is_var() &&
                                                sz->second.var == t.shape[d].var) ||
                                               (sz->second.is_const() && t.shape[d].is_const() &&
                                                sz->second.value.as_i64() == t.shape[d].value.as_i64()));
        if (e.unsafe || in_space) {
          bad.push_back("");
        } else {
          ok += (ok.empty() ? "" : " && ") + ("(" + iv + " >= 0 && " + iv + " < " + n + ")");
          bad.push_back("(" + iv + " < 0 || " + iv + " >= " + n + ")");
        }
        flat = flat.empty() ? iv : "(" + flat + ") * " + n + " + " + iv;
      }
      std::string chain = index_check_chain(loc, ivs, bad, ns, [&](const ErrorText& et) {
        return set_error_stmt(errors_.add(et.format), et.args);
      }, e.index_rank, &e.perm);
      if (!chain.empty()) em.line(chain);
      if (ok.empty()) em.declare(s.pat[0], c_name(e.array) + "[" + flat + "]");
      else
        em.declare(s.pat[0], "(" + ok + ") ? " + c_name(e.array) + "[" + flat + "] : (" +
                                 c_type(s.pat[0].type.elem, Target::OpenCL) + ")0");
      return true;
    }
    if (e.kind == ir::Exp::Kind::Assert) {
      em.line("if (!" + em.subexp(e.args[0]) + ") " + assert_error_stmt(em, e, loc, errors_));
      for (auto& p : s.pat) em.line(c_type(p.type.elem, Target::OpenCL) + " " + c_name(p.name) + " = 0;");
      return true;
    }
    return false;
  }
};

TileMapKernel TileMapGen::run(const ir::Exp& e, const std::vector<ir::Param>& pat, const std::string& name,
                              const SameSize& same, const Span& loc) {
  const ir::Body& body = *e.bodies.at(0);
  i_ = e.seg_space.dims[0].first;
  j_ = e.seg_space.dims[1].first;
  const ir::SubExp &n = e.seg_space.dims[0].second, &m = e.seg_space.dims[1].second;
  for (auto& [v, sz] : e.seg_space.dims) space_[v] = sz;
  std::vector<std::string> tiled;
  std::set<std::string> other;
  scan_body(body, i_, j_, n, m, host_types_, same, tiled, other);
  TileMapKernel out;
  auto host_size = [&](const ir::SubExp& x) {
    return x.is_const() ? std::to_string(x.value.as_i64()) + "LL" : c_name(x.var);
  };
  out.rows = host_size(n);
  out.cols = host_size(m);
  GeneratedKernel& g = out.kernel;
  g.name = name;
  std::vector<std::string> params;
  std::set<std::string> have;
  g.args.push_back({KernelArg::Kind::Size, out.rows, PrimType::I64});
  params.push_back("long rn_n");
  g.args.push_back({KernelArg::Kind::Size, out.cols, PrimType::I64});
  params.push_back("long rn_m");
  std::vector<std::string> fv;
  std::set<std::string> seen;
  free_vars(body, {i_, j_}, fv, seen);
  std::vector<std::string> arrays;
  for (auto& v : fv) {
    auto it = host_types_.find(v);
    internal_assert(it != host_types_.end(), "tiled map " << name << " uses unknown variable " << v);
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
    params.push_back("__global const " + c_type(t.elem, Target::OpenCL) + " *RN_RESTRICT " + c_name(a));
  }
  std::vector<std::string> res;
  for (auto& p : pat) {
    check_prim_supported(p.type.elem, loc);
    res.push_back(c_name(p.name));
    g.args.push_back({KernelArg::Kind::Mem, res.back(), p.type.elem});
    params.push_back("__global " + c_type(p.type.elem, Target::OpenCL) + " *" + res.back());
  }
  params.push_back("__global long *rn_err");

  auto hk = [this](ScalarEmitter& em, const ir::Stm& s) { return hook(em, s); };
  auto div_check = [this](ScalarEmitter& em, const std::string& y, const Span& lc) {
    int code = errors_.add(escape_percent(lc.str()) + ": division by zero");
    em.line("if (" + y + " == 0) rn_set_error(rn_err, " + std::to_string(code) + ", 0, 0);");
  };
  const std::string side = std::to_string(kTileMapSide), step = std::to_string(kTileMapRows);
  std::ostringstream os;
  {
    ScalarEmitter em(Target::OpenCL, os, 1, hk, div_check);
    for (size_t t = 0; t < tiled.size(); ++t) {
      const std::string tile = "rn_tile" + std::to_string(t);
      tile_of_[tiled[t]] = tile;
      em.line("__local " + c_type(host_types_.at(tiled[t]).elem, Target::OpenCL) + " " + tile + "[" + side + "][" +
              std::to_string(kTileMapSide + 1) + "];");
    }
    em.line("long rn_j0 = (long)get_group_id(0) * " + side + ", rn_i0 = (long)get_group_id(1) * " + side + ";");
    em.line("int rn_tx = get_local_id(0), rn_ty = get_local_id(1);");
    // The tiles: row j0 + ty + k of b, columns i0 + tx (coalesced).
    em.open("for (int rn_k = 0; rn_k < " + side + "; rn_k += " + step + ")");
    em.line("long rn_r = rn_j0 + rn_ty + rn_k, rn_c = rn_i0 + rn_tx;");
    em.open("if (rn_r < rn_m && rn_c < rn_n)");
    for (size_t t = 0; t < tiled.size(); ++t)
      em.line(tile_of_[tiled[t]] + "[rn_ty + rn_k][rn_tx] = " + c_name(tiled[t]) + "[rn_r * rn_n + rn_c];");
    em.close();
    em.close();
    em.line("barrier(CLK_LOCAL_MEM_FENCE);");
    em.open("for (int rn_k = 0; rn_k < " + side + "; rn_k += " + step + ")");
    em.line("long " + c_name(i_) + " = rn_i0 + rn_ty + rn_k, " + c_name(j_) + " = rn_j0 + rn_tx;");
    em.open("if (" + c_name(i_) + " < rn_n && " + c_name(j_) + " < rn_m)");
    em.stms(body);
    for (size_t q = 0; q < pat.size(); ++q)
      em.line(res[q] + "[" + c_name(i_) + " * rn_m + " + c_name(j_) + "] = " + em.subexp(body.result[q]) + ";");
    em.close();
    em.close();
  }
  std::ostringstream o;
  o << "// " << name << ": elementwise map reading " << tiled.size() << " array(s) transposed through local tiles\n";
  o << "__kernel __attribute__((reqd_work_group_size(" << side << ", " << step << ", 1))) void " << name << "(";
  for (size_t k = 0; k < params.size(); ++k) o << (k ? ", " : "") << params[k];
  o << ") {\n" << os.str() << "}\n";
  g.code = o.str();
  std::string names;
  for (auto& t : tiled) names += (names.empty() ? "" : ", ") + t;
  out.derivation = "tiled map: an elementwise 2-D map reading " + names +
                   " transposed; each " + side + "x" + step + " work-group loads the " + side + "x" + side +
                   " tiles it needs through local memory (" + side + "x" + std::to_string(kTileMapSide + 1) +
                   ", coalesced rows), then computes its " + side + "x" + side +
                   " output tile with coalesced reads of the other arrays and coalesced writes "
                   "(backend/tilemap_codegen.cpp)\n";
  return out;
}

}  // namespace

bool is_tile_map(const ir::Exp& e, const std::map<std::string, ir::Type>& host_types, const SameSize& same) {
  if (e.kind != ir::Exp::Kind::SegOp || e.seg_kind != ir::SegKind::Map || e.seg_group ||
      e.seg_space.dims.size() != 2 || e.bodies.empty() || !e.bodies[0] || !e.arrays.empty())
    return false;
  for (const ir::Type& t : e.ret)
    if (t.is_array()) return false;
  std::vector<std::string> tiled;
  std::set<std::string> other;
  const auto& [i, n] = e.seg_space.dims[0];
  const auto& [j, m] = e.seg_space.dims[1];
  if (!scan_body(*e.bodies[0], i, j, n, m, host_types, same, tiled, other)) return false;
  if (tiled.empty() || tiled.size() > 4) return false;
  for (const std::string& t : tiled)
    if (other.count(t)) return false;
  return true;
}

TileMapKernel generate_tile_map_kernel(const ir::Exp& segop, const std::vector<ir::Param>& pat,
                                       const std::string& name, const std::map<std::string, ir::Type>& host_types,
                                       const SameSize& same, ErrorTable& errors, const Span& loc) {
  return TileMapGen(host_types, errors).run(segop, pat, name, same, loc);
}

}  // namespace runic::backend
