-- The gradients of reverse_op_free.fut's softmax with a temperature, its
-- reductions per row sharing a weight and its scans in a loop, checked
-- against jvp and finite differences.  (On PoCL these checks gave zeros
-- or wrong values until the kernels stopped marking read-only arrays
-- `restrict` there: tests/programs/rowwise/restrict_pocl.fut.)
-- ==
-- entry: softmax_temp
-- input { 0.7 [1.0, -2.0, 0.5, 3.0] }
-- output { true true }
-- entry: nested_rows
-- input { 0.5 [[1.0, 2.0, 3.0], [-1.0, 0.5, 2.0]] }
-- output { true true }
-- entry: in_loop
-- input { 0.3 [1.0, 2.0, -0.5, 3.0] }
-- output { true true }

import "reverse_op_free"

entry softmax_temp [n] (t: f64) (xs: [n]f64) = check softmax_temp_f t xs
entry nested_rows [r] [c] (w: f64) (xss: [r][c]f64) = check (nested_rows_f r c) w (flatten xss)
entry in_loop [n] (w: f64) (xs: [n]f64) = check in_loop_f w xs
