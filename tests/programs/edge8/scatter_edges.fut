-- scatter with indices out of range on both sides, repeated indices with
-- equal values, and in two dimensions.
-- ==
-- entry: sc
-- input { 4i64 [0i64, 4i64, -1i64, 3i64, 3i64] [1, 2, 3, 4, 4] } output { [1, 0, 0, 4] }
-- input { 0i64 [0i64] [1] } output { empty([0]i32) }
-- entry: sc2d
-- input { 2i64 3i64 [0i64, 1i64, 2i64] [2i64, 0i64, 0i64] [7, 8, 9] } output { [[0, 0, 7], [8, 0, 0]] }
-- entry: permute
-- input { [10, 20, 30] [2i64, 0i64, 1i64] } output { [20, 30, 10] }
-- input { empty([0]i32) empty([0]i64) } output { empty([0]i32) }

entry sc [k] (n: i64) (is: [k]i64) (vs: [k]i32) = scatter (replicate n 0) is vs
entry sc2d [k] (n: i64) (m: i64) (is: [k]i64) (js: [k]i64) (vs: [k]i32) =
  scatter_2d (replicate n (replicate m 0)) (zip is js) vs
entry permute [n] (xs: [n]i32) (dst: [n]i64) = scatter (copy xs) dst xs
