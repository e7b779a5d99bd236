// Lowering of Kernel IR SegOps to low-level pattern expressions by the
// default derivation of each SegOp kind (ICFP'15 section 5; the search of a
// later issue replaces the fixed choices with explored ones):
//
//   SegMap (1-3 dims)    nested map -> mapGlb (innermost dimension on 0)
//   SegRed (1 dim)       reduce -> reduce o reducePart(G): kernel 1 is
//                        mapWrg over G groups; each thread folds a chunk
//                        (reduceSeq with the body fused in; reorderStride
//                        when the operator is commutative), then a tree
//                        (iterate log2 W: split 2 / mapLcl / toLocal); kernel
//                        2 reduces the G partial results in one group.  On
//                        GPU profiles also the one-pass form (OnePass below:
//                        the last group of kernel 1 folds the partials),
//                        which the host uses when it cannot fail.
//                        With a vector width w > 1 (LoweringChoice), kernel 1
//                        folds vectors: map(body) -> asScalar o
//                        map(mapVec(body)) o asVector(w) (map-vectorize), the
//                        body's reads xs[i] become one vector load per w
//                        elements; a scalar kernel 1 runs where w does not
//                        divide n (vectorizable_segred below).  An
//                        operator not known commutative folds contiguous
//                        chunks of about 32 elements a thread on GPU
//                        profiles (lanes close together in memory).
//   SegRed (2 dims)      one work-group per segment (mapWrg), chunk + tree;
//                        with w > 1, segments folded as vectors where w
//                        divides their length (rows then start aligned).
//   SegRed (3 dims)      mapGlb over the segments, reduceSeq inside; for a
//                        matrix-multiplication-like body on GPU profiles the
//                        tile-2d macro rule (Tile2D below): local-memory
//                        tiles and register blocks.
//   SegScan (1 dim)      reduce-then-scan: kernel 1 as SegRed's first pass
//                        (contiguous chunks), kernel 2 an exclusive scanSeq
//                        of the group sums, kernel 3 rescans each chunk
//                        starting from its group's and thread's prefix.
//                        On GPU profiles instead scan-lookback (ScanLookback
//                        below): one pass, chained by decoupled look-back.
//   SegScan (2 dims)     mapGlb over segments, scanSeq inside.  On GPU
//                        profiles also the flat segmented scan
//                        (LoweringChoice::flat_scan; ScanLookback::seg_len):
//                        one scan-lookback over the m*n elements with the
//                        segmented operator on (flag, value) pairs, the
//                        flag of element f true where f % n == 0; the host
//                        chooses between the two at run time by m and n
//                        (rewrite/search.h segscan_flat_rule).
//
// Sizes that depend on run-time array sizes (number of groups G, chunk C)
// are host C expressions evaluated before the launches.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "ir/ir.h"
#include "rewrite/device_profile.h"
#include "rewrite/pattern.h"
#include "rewrite/rules.h"

namespace runic::rewrite {

// A device buffer seen by a kernel: flat, row-major, with its shape.
struct KernelBuffer {
  std::string name;  // C name (host variable holding the rn_mem*, and kernel parameter)
  PrimType elem = PrimType::I32;
  std::vector<arith::Expr> shape;
};

// The tile-2d macro rule (ICFP'15 section 5 tiling; CGO'17 section 5
// register blocking), for a 3-D SegRed  (i < M, j < N, q < K) whose body is
// f(X[i, q], Y[q, j]) (or Y[j, q]) folded with `op`: work-groups of ts x ts
// threads compute (ts*r) x (ts*r) output tiles; per chunk of k steps of q
// they load the X and Y tiles into local memory (coalesced, out-of-range
// elements absent), then each thread folds its r x r block in private
// memory.  The code generator emits it from a template
// (backend/kernel_codegen.cpp); the plan's `expr` keeps the untiled
// thread-per-segment derivation with the same meaning.
struct Tile2D {
  int64_t ts = 16, r = 4, k = 16;
  bool exact = false;         // no guards: ts*r divides m and n, k divides kd
  bool narrow = false;        // guarded, int indices (the host checks they fit)
  bool aligned = false;       // narrow, and rows of X, Y and the output a multiple of 4 long
  std::string x, y;           // IR names of the arrays read
  bool y_transposed = false;  // Y is read as Y[j, q]
  std::shared_ptr<const UserFun> body;  // f(x, y): one scalar
  std::shared_ptr<const UserFun> op;    // op(acc, v)
  PrimValue neutral;
  PrimType elem = PrimType::F32;        // of the result
  arith::Expr m, n, kd;                 // the extents of i, j, q
  int64_t elem_bytes = 4;               // the larger element of X and Y
};

// A 3-D SegRed that tile-2d applies to: fills `t` (all but the sizes).
bool match_tile2d(const ir::Exp& segop, Tile2D* t = nullptr);

// Whether a 1-D or 2-D SegRed may fold vectors (LoweringChoice::
// vector_width): one commutative operator with one scalar result, or (1-D
// only, threads folding contiguous chunks in order) any one operator with
// scalar results; a body without loops that reads some array of 4-byte
// elements whose last index is the folded one (those reads become vector loads where their indices
// are proven in range; backend/kernel_codegen.cpp, mapVec).
bool vectorizable_segred(const ir::Exp& segop);

// The one-pass form of a single-segment reduction (rule
// one-pass-last-group, GPU profiles): the first-pass kernel publishes each
// group's partial (lane 0: atomic_xchg; a 64-bit value as two halves; no
// one pass for 8- and 16-bit types), counts finished groups on a zeroed
// int `counter` after a global fence, and
// the group that finishes last folds the G partials (in group order) into
// `results` and resets the counter for the next launch.
struct OnePass {
  std::string counter;                 // host rn_mem* (and kernel parameter) of the counter
  std::string groups;                  // the size variable G
  std::vector<KernelBuffer> partials;  // the kernel's outputs, G elements each
  std::vector<KernelBuffer> results;   // one element each
  std::shared_ptr<const UserFun> op;   // op(acc..., x...)
  std::vector<PrimValue> neutral;
  bool commutative = false;            // lanes fold strided partials (else contiguous runs)
  // Not commutative: group g's partial lies at (g % R) * W + g / R, R =
  // ceil(G / W) (buffers of R * W elements), so that the last group's lane
  // l, folding partials l*R .. l*R + R - 1 in order, reads its j-th at
  // j * W + l: a warp's loads are neighbours.
  bool transposed = false;
  int64_t group_size = 256;            // W (a power of 2)
  std::set<std::string> unused_sizes;  // sizes of SegOpLowering only the two passes use
};

// scan-lookback: a 1-D scan in one pass over memory (Merrill and
// Garland, "Single-pass parallel prefix scan with decoupled look-back",
// 2016), emitted by a template (backend/kernel_codegen.cpp gen_scan_lookback).
// Each work-group takes a ticket (its place in the scan: groups start in
// ticket order, so a group only waits for groups already running), loads
// its tile of W*K elements with neighbouring threads at neighbouring
// addresses (the body fused in) into registers, scans it (each thread its
// K consecutive elements, then the threads' totals), publishes its
// aggregate, looks back over its predecessors' published aggregates and
// inclusive prefixes until it meets an inclusive one, publishes its own
// inclusive prefix, and writes its tile back coalesced.
//
// What a group publishes is self-validating: its value cut into 32-bit
// pieces (`pieces` of them, all components together), each piece stored
// with one 64-bit atomic exchange as (tag << 32 | piece), tag 1 for the
// aggregate and 2 for the inclusive prefix.  A reader takes a group's value
// only when every piece it loaded (64-bit atomic loads) carries the same
// non-zero tag, so no fence has to order values against a separate state
// word.  `states` (G * pieces + 1 longs; the last is the ticket counter)
// is zeroed by the kernel before the scan, at every launch.
//
// Scan-scatter fusion (backend/backend.cpp, issue 16 item 2): where the
// scan's values feed scatters (filter, partition, compaction written by
// hand), the scatters run in phase 7 of the same kernel: each element's
// scatter body is applied to its index and its inclusive scan value, read
// from the local tile in coalesced order, and writes its values straight
// to their place; the scan itself is written only where something else
// reads it (write_scan), and an i64 sum's total (filter's count) is written
// by the last group (count), so no separate reduction is needed.
struct ScanScatter {
  std::shared_ptr<const UserFun> body;  // body(i, scan values...) -> (index, v_1..v_k)
  std::vector<KernelBuffer> dests;      // k destinations, 1-D
  std::string bound;                    // kernel size parameter: their rows (writes outside are dropped)
  // "" or a long buffer [1] added to the index after that check: a
  // partition's rejected part written after the kept part, in the same
  // buffer, at the count a reduction computed before the kernel.
  std::string offset;
  // The index is proven a stable digit placement for n up to this (each
  // element at its digit's run start plus its rank among the keys of its
  // digit before it; backend/scan_fusion.h Out::placement); 0: not proven.
  int64_t placement = 0;
};

struct ScanLookback {
  std::shared_ptr<const UserFun> body;  // body(i): the scanned values
  std::shared_ptr<const UserFun> op;    // op(acc..., x...)
  std::vector<PrimValue> neutral;
  std::vector<PrimType> types;          // of the scanned components
  std::string n;                        // host/kernel C expression of the length
  std::string groups;                   // size variable G
  std::string states;                   // long buffer [G * pieces + 1]
  int64_t pieces = 1;                   // 32-bit pieces of one group's value
  int64_t group_size = 128, per_thread = 16;       // W and K
  int64_t window = 4;                   // predecessors loaded at once by the look-back
  // The look-back's loads spread over the first `lanes` lanes (one
  // predecessor's words a lane, through local memory to lane 0) rather
  // than lane 0's `window`; 0: lane 0 alone.
  int64_t lanes = 0;
  std::vector<ScanScatter> scatters;    // scan-scatter fusion (above)
  bool write_scan = true;               // the scan's values are written to the plan's outputs
  std::string count;                    // "" or a long buffer [1]: the inclusive total (one i64 component)
  // A narrow i64 sum (backend narrow_scan_bound) whose prefixes the host
  // knows stay below 2^31: groups publish and read only the low piece of
  // their two (half the look-back's atomics; the host launches this
  // kernel only where bound * n < 2^31, else the two-piece one).
  bool low_piece_only = false;
  // A flat segmented scan (m segments of n elements scanned as one scan of
  // m*n): the kernel C expression of n, else "".  `body` then takes two
  // indices (segment, position in it); the kernel appends to the values an
  // int flag, 1 where the position is 0, and scans the pairs with the
  // segmented operator (fa, a) + (fb, b) = (fa | fb, fb ? b : op(a, b))
  // (Blelloch 1990; the flag is not in `types` and not written; a group
  // publishes it in its words' tags, bit 2, not as a piece).  No scatters.
  std::string seg_len;
};

// Packed counters (the scan-lookback template, backend/kernel_codegen.cpp):
// a scan of k >= 2 integer components of at least 32 bits by the
// componentwise sum from zeros (`(a0 + b0, a1 + b1, ...)`), each
// component's body value in [0, b_c] (small_nonneg_bound: one-hot
// counts, the digits of a radix sort pass).  Inside one group's tile of
// `tile` elements a component's sums stay below b_c*tile + 1, so it fits
// a field of bit_length(b_c*tile) bits, and several components share one
// 32-bit word: the sum of two words is the words of the sums.  Component
// c's field is bits [shift[c], shift[c] + bits[c]) of word word[c].
struct PackedLayout {
  std::vector<int> word, shift, bits;  // per component
  int words = 0;
};
// An upper bound b >= 0 with every value of `v` in [0, b], from its
// definition in `body`: a bool converted to an integer (0 or 1), a
// non-negative constant, a branch of such, or a copy; nullopt otherwise.
std::optional<int64_t> small_nonneg_bound(const ir::Body& body, const ir::SubExp& v);
// The bounds b_c of a counter scan (above), or nullopt where `t` is not one
// (segmented scans are not).
std::optional<std::vector<int64_t>> counter_bounds(const ScanLookback& t);
// The packed layout of a counter scan's components in tiles of `tile`
// elements; nullopt where they would take as many words as components.
std::optional<PackedLayout> counter_layout(const std::vector<int64_t>& bounds, int64_t tile);
// Two-level packed counters (perf32): inside a group whose lanes scan K
// consecutive elements each, an element's value in the local tile is its
// lane's inclusive sum over its own run of K alone (fields sized for K
// elements: 16 one-hot counts at K = 8 take 4-bit fields, 2 words, not
// the 8 words of 12-bit fields a tile of 2048 needs), and the lane's
// exclusive prefix in the group (the group's layout) is kept once a lane.
// The lane layout of `bounds` for runs of `per_lane` elements where it
// takes fewer words than `group` (the group tile's layout), else nullopt
// (then the tile holds the group's layout, as before).
std::optional<PackedLayout> lane_counter_layout(const std::vector<int64_t>& bounds, int64_t per_lane,
                                                const PackedLayout& group);
// Whether two-level packed counters are on (RUNIC_SCAN_TWOLEVEL=0, read
// when compiling, turns them off: the tile holds the group's layout, and
// the tiles are sized as before perf32).
bool two_level_counters();
// Where a two-level counter scan's components are all 32-bit integers,
// phase 6 keeps each lane's whole prefix (the group's and the lane's, one
// int a component, the components rounded up to a multiple of 4 so that
// phase 7 reads them 4 at a time) in the totals' array, which then has
// W x that many words: the number of those slots, else 0.
// RUNIC_SCAN_LANEPRE=0, read when compiling, keeps the lane's prefix in
// the group layout (the totals' words; phase 7 unpacks it per element).
int64_t lane_prefix_slots(const std::vector<PrimType>& types);

struct KernelPlan {
  std::string name;
  std::shared_ptr<const OnePass> one_pass;  // set: the kernel ends with the last group's fold
  std::shared_ptr<const Tile2D> tile;  // set: emitted by the tile-2d template
  std::shared_ptr<const ScanLookback> scan;  // set: emitted by the scan-lookback template
  PExprPtr expr;                       // evaluated by the kernel; written to `outputs`
  std::vector<KernelBuffer> inputs;    // global arrays named by parameters of `expr`
  std::vector<KernelBuffer> outputs;   // one per scalar component of the result
  std::vector<std::string> size_params;  // int64 kernel parameters used in lengths
  std::vector<std::string> global_size;  // host C expressions, per dimension
  std::vector<std::string> local_size;   // empty: let the runtime choose
  std::string derivation;              // the rules applied, one per line
  std::string run_if;                  // host C condition for launching it (empty: always)
};

struct SegOpLowering {
  // Host int64 variables computed in order before the launches.
  std::vector<std::pair<std::string, std::string>> sizes;
  // Temporary device buffers (sizes in elements as host C expressions).
  std::vector<std::pair<KernelBuffer, std::string>> temps;
  std::vector<KernelPlan> kernels;
  // Where non-empty, the one-pass alternative to `kernels` (OnePass): the
  // host uses it when its kernels cannot report a device error.
  std::vector<KernelPlan> one_pass_kernels;
  // When the SegOp's results are scalars (a 1-D SegRed), the one-element
  // buffers holding them, to be read back; otherwise results are written to
  // buffers named by `result_names` that the host allocates.
  std::vector<std::string> scalar_result_buffers;
  std::vector<std::string> result_names;
};

// A C identifier for an IR name ("xs_12" stays; other characters become _).
std::string c_name(const std::string& name);

// The levels of a work-group's reduction tree over W values (W a power of
// 2): the number of values each active lane folds at each level, 8 while
// at least 8 remain and then the rest (256: 8, 8, 4).  A level costs a
// barrier; folding 8 at a level rather than 2 cut the 8192x4096 argmin by
// row from 69 to 58 us on an H100 (benchmarks/IDIOMS.md, perf6).
std::vector<int64_t> group_tree_factors(int64_t w);
// Host C expression for a SubExp of type i64.
arith::Expr size_expr(const ir::SubExp& s);

// The parameters a derivation is instantiated with; the search
// (rewrite/search.h) enumerates them within a device's limits and keeps
// the cheapest by its cost model.
struct LoweringChoice {
  int64_t group_size = 256;      // W: work-group size of reductions/scans (a power of 2)
  int64_t max_groups = 256;      // upper bound on the groups of a first reduction pass
  int64_t map_group_size = 256;  // local size of 1-D mapGlb kernels
  bool reorder = true;           // commutative reductions: reorderStride (strided, coalesced)
                                 // rather than contiguous chunks per thread
  bool thread_per_segment = false;  // segmented reductions: mapGlb over segments with a
                                    // sequential fold, instead of one work-group per segment
  int64_t map_coarsen = 1;       // 1-D maps: elements per thread (V), strided by the
                                 // number of threads; results staged in private memory
  int64_t tile = 0;              // tile-2d: work-group side TS (0: not tiled)
  int64_t tile_reg = 1;          //   R x R results per thread (register block)
  int64_t tile_k = 16;           //   steps of the shared dimension per local-memory tile
  int64_t vector_width = 1;      // 1-D reductions: asVector(w) over the input (map-vectorize);
                                 // the host runs the vector kernel when w divides n
  bool flat_scan = false;        // 2-D scans (GPU profiles): one flat segmented scan-lookback
                                 // over all the elements, rather than a thread per segment
  std::string str() const;       // "W=256 G<=1056 reorderStride"
};

// Lowers with the given choice (no search).  The derivation of every
// kernel records the choice.
SegOpLowering lower_segop_with(const ir::Exp& segop, const std::vector<ir::Param>& pat,
                               const Span& loc, const DeviceProfile& profile,
                               const LoweringChoice& choice, const std::string& base);

// `pat` are the SegOp statement's pattern (result names and types); `base`
// a unique kernel name prefix.  Searches the derivations of the SegOp for
// `profile` (rewrite/search.h) and lowers with the cheapest.  Raises CompileError for SegOps this version
// cannot lower ("not supported by the OpenCL backend yet: ...").
SegOpLowering lower_segop(const ir::Exp& segop, const std::vector<ir::Param>& pat,
                          const Span& loc, const DeviceProfile& profile, const std::string& base);

}  // namespace runic::rewrite
