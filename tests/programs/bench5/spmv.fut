-- Sparse matrix-vector product in CSR form, three ways: a segmented
-- reduction over flags, a `reduce_by_index` on row numbers, and a
-- `map` over rows with a sequential inner loop.  Then PageRank iterations
-- built on it.
-- ==
-- entry: main
-- input { [0i64, 2i64, 3i64, 3i64, 5i64] [0i64, 2i64, 1i64, 0i64, 3i64]
--         [1f32, 2f32, 3f32, 4f32, 5f32] [1f32, 2f32, 3f32, 4f32] }
-- output { [7f32, 6f32, 0f32, 24f32] true true }
-- ==
-- entry: pagerank
-- input { 30i32 [1i64, 2i64, 0i64, 2i64] [0i64, 1i64, 2i64, 3i64] 4i64 }
-- output { [0.1197f32, 0.0967f32, 0.1392f32, 0.0967f32] }

def row_of_entry [nr] (row_ptr: [nr]i64) (nnz: i64) : [nnz]i64 =
  let rows = nr - 1
  let marks = reduce_by_index (replicate nnz 0i64) (+) 0
                (map (\r -> if row_ptr[r] < row_ptr[r + 1] then row_ptr[r] else -1) (iota rows))
                (replicate rows 1)
  -- rows that start at the same offset are all empty but the last one
  let first_rows = reduce_by_index (replicate nnz 0i64) i64.max 0
                     (map (\r -> if row_ptr[r] < row_ptr[r + 1] then row_ptr[r] else -1) (iota rows))
                     (iota rows)
  in map2 (\m r -> if m > 0 then r else r) marks (scan i64.max 0 first_rows)

def spmv_segred [nr][nnz][m] (row_ptr: [nr]i64) (cols: [nnz]i64) (vals: [nnz]f32) (x: [m]f32) : [nr - 1]f32 =
  let rows = nr - 1
  let prods = map2 (\c v -> v * x[c]) cols vals
  let flags = map (\i -> any (\r -> row_ptr[r] == i && row_ptr[r + 1] > i) (iota rows)) (iota nnz)
  let sc = scan (\(f1, a) (f2, b) -> (f1 || f2, if f2 then b else a + b)) (false, 0) (zip flags prods)
  in tabulate (nr - 1) (\r -> if row_ptr[r] == row_ptr[r + 1] then 0 else sc[row_ptr[r + 1] - 1].1)

def spmv_hist [nr][nnz][m] (row_ptr: [nr]i64) (cols: [nnz]i64) (vals: [nnz]f32) (x: [m]f32) : [nr - 1]f32 =
  let rows = row_of_entry row_ptr nnz
  in reduce_by_index (replicate (nr - 1) 0) (+) 0 rows (map2 (\c v -> v * x[c]) cols vals)

def spmv_rows [nr][nnz][m] (row_ptr: [nr]i64) (cols: [nnz]i64) (vals: [nnz]f32) (x: [m]f32) : [nr - 1]f32 =
  map (\r -> loop acc = 0f32 for j in row_ptr[r]..<row_ptr[r + 1] do acc + vals[j] * x[cols[j]])
      (iota (nr - 1))

entry main [nr][nnz][m] (row_ptr: [nr]i64) (cols: [nnz]i64) (vals: [nnz]f32) (x: [m]f32) =
  let a = spmv_segred row_ptr cols vals x
  let b = spmv_hist row_ptr cols vals x
  let c = spmv_rows row_ptr cols vals x
  in (a, a == b, a == c)

-- Edges src -> dst; dangling nodes lose their rank (kept simple).
entry pagerank [e] (iters: i32) (src: [e]i64) (dst: [e]i64) (n: i64) : [n]f32 =
  let outdeg = hist (+) 0 n src (replicate e 1i32)
  let d = 0.85f32
  let ranks = replicate n (1 / f32.i64 n)
  let ranks =
    loop ranks for _i < iters do
      let contrib = map (\s -> ranks[s] / f32.i32 outdeg[s]) src
      let incoming = reduce_by_index (replicate n 0) (+) 0 dst contrib
      in map (\x -> (1 - d) / f32.i64 n + d * x) incoming
  in map (\r -> f32.round (r * 10000) / 10000) ranks
