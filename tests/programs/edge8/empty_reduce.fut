-- Reductions of empty arrays give the neutral element; column sums of
-- [0][m] give m neutral elements, of [n][0] an empty array.
-- ==
-- entry: sum_i32
-- input { empty([0]i32) } output { 0 }
-- input { [5, -2, 7] } output { 10 }
-- entry: max_f32
-- input { empty([0]f32) } output { -f32.inf }
-- input { [1f32, -3f32, 2.5f32] } output { 2.5f32 }
-- entry: minmax
-- input { empty([0]i32) } output { 2147483647 -2147483648 }
-- input { [4, -9, 12, 0] } output { -9 12 }
-- entry: col_sums
-- input { empty([0][3]i32) } output { [0, 0, 0] }
-- input { empty([2][0]i32) } output { empty([0]i32) }
-- input { [[1, 2, 3], [10, 20, 30]] } output { [11, 22, 33] }
-- entry: all_any
-- input { empty([0]i32) } output { true false }
-- input { [2, 4, 6] } output { true true }
-- input { [2, 5] } output { false true }

entry sum_i32 (xs: []i32) = reduce (+) 0 xs
entry max_f32 (xs: []f32) = reduce f32.max (-f32.inf) xs
entry minmax (xs: []i32) =
  reduce (\(a, b) (c, d) -> (i32.min a c, i32.max b d))
         (i32.highest, i32.lowest)
         (zip xs xs)
entry col_sums [n][m] (xss: [n][m]i32) : [m]i32 =
  reduce (map2 (+)) (replicate m 0) xss
entry all_any (xs: []i32) =
  (all (\x -> x % 2 == 0) xs, any (\x -> x % 2 == 0) xs)
