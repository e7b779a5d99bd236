-- Sparse matrix-vector multiplication in CSR form with the segmented
-- package (flags from row offsets, segmented reduction).
-- ==
-- input { [0i64, 2i64, 3i64, 5i64] [0i64, 2i64, 1i64, 0i64, 2i64] [1.0, 2.0, 3.0, 4.0, 5.0] [1.0, 1.0, 2.0] }
-- output { [5.0, 3.0, 14.0] }

import "lib/github.com/acme/segmented/segmented"

def spmv [r] [nnz] [m] (offsets: [r]i64) (cols: [nnz]i64) (vals: [nnz]f64) (x: [m]f64) : []f64 =
  let rows = r - 1
  let flags = scatter (replicate nnz false) (offsets[:rows]) (replicate rows true)
  let prods = map2 (\c v -> v * x[c]) cols vals
  in segmented_reduce (+) 0 flags prods

def main [r] [nnz] [m] (offsets: [r]i64) (cols: [nnz]i64) (vals: [nnz]f64) (x: [m]f64) =
  spmv offsets cols vals x
