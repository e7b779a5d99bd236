-- reverse_rows_scalarised.fut's matrix reduction and histogram of affine
-- maps, checked against jvp and finite differences.  Interpreter only in
-- the suite: their check kernels (about 200 arguments, work-groups of
-- 1024) crash PoCL 3.1 when built with -cl-opt-disable, as the suite
-- builds kernels; they pass on PoCL with its optimiser
-- (`runic test --backend=opencl` on this file without the tag) and under
-- Oclgrind with race checks.
-- ==
-- tags { no_opencl }
-- entry: matrix_reduce_checked
-- input { [[[1.0, 0.5], [0.25, 1.0]], [[0.5, -1.0], [2.0, 0.5]], [[1.5, 0.0], [0.5, 1.0]]] }
-- output { true true }
-- entry: hist_affine_checked
-- input { [0i64, 1i64, 0i64, 2i64, -1i64, 1i64, 0i64] [[0.5, 1.0], [0.9, -1.0], [1.1, 0.5], [0.7, 2.0], [0.3, 0.25], [1.2, 0.1], [0.8, -0.5]] }
-- output { true true }

import "reverse_rows_scalarised"

entry matrix_reduce_checked [n] (ms: [n][2][2]f64) = matrix_reduce ms
entry hist_affine_checked [n] (is: [n]i64) (fs: [n][2]f64) = hist_affine is fs
