-- Reductions and scans whose neutral element is neutral on the right only
-- (ir/neutral.h): no flags, the result op(ne, v) (a reduction) or the
-- first element op(ne, x_0) (a scan).  The first element (`\x _ -> x`:
-- foldl gives ne everywhere), a maximum with its first index from (-inf,
-- -1) (elements equal to the neutral value never win; no NaNs, with which
-- the operator is not associative), an
-- integer argmin from (highest, -1), and a scan of a maximum, its index
-- and a count in one tuple operator.
-- ==
-- entry: first_red
-- input { [3i32, 1i32, 2i32] } output { 7i32 }
-- input { empty([0]i32) } output { 7i32 }
-- random input { [10007]i32 } auto output

entry first_red (xs: []i32) : i32 = reduce (\x _ -> x) 7 xs

-- ==
-- entry: first_scan
-- input { [3i32, 1i32, 2i32] } output { [7i32, 7i32, 7i32] }
-- input { empty([0]i32) } output { empty([0]i32) }
-- random input { [10007]i32 } auto output

entry first_scan (xs: []i32) : []i32 = scan (\x _ -> x) 7 xs

-- ==
-- entry: argmax_left
-- input { [-f32.inf, 1f32, 1f32, -f32.inf] } output { 1f32 1i64 }
-- input { [-f32.inf, -f32.inf] } output { -f32.inf -1i64 }
-- input { empty([0]f32) } output { -f32.inf -1i64 }
-- random input { [10007]f32 } auto output
-- compiled random input { [1000003]f32 } auto output

entry argmax_left [n] (xs: [n]f32) : (f32, i64) =
  reduce (\(x, i) (y, j) -> if y > x then (y, j) else (x, i)) (-f32.inf, -1) (zip xs (iota n))

-- ==
-- entry: argmin_int
-- input { [5i32, 5i32, 2i32, 2i32] } output { 2i32 2i64 }
-- input { [2147483647i32, 2147483647i32] } output { 2147483647i32 -1i64 }
-- input { empty([0]i32) } output { 2147483647i32 -1i64 }
-- random input { [10007]i32 } auto output

entry argmin_int [n] (ys: [n]i32) : (i32, i64) =
  reduce (\(x, i) (y, j) -> if y < x then (y, j) else (x, i)) (i32.highest, -1) (zip ys (iota n))

-- ==
-- entry: argmax_sum_scan
-- input { [-f32.inf, 1f32, -f32.inf, 3f32] } output { [-f32.inf, 1f32, 1f32, 3f32] [-1i64, 1i64, 1i64, 3i64] [1f32, 2f32, 3f32, 4f32] }
-- random input { [10007]f32 } auto output
-- compiled random input { [1000003]f32 } auto output

entry argmax_sum_scan [n] (xs: [n]f32) : ([n]f32, [n]i64, [n]f32) =
  unzip3 (scan (\(x, i, a) (y, j, b) -> ((if y > x then y else x), (if y > x then j else i), a + b))
               (-f32.inf, -1, 0) (zip3 xs (iota n) (map (\_ -> 1) xs)))
