-- Operations on rows of length zero inside a map (kernels on OpenCL):
-- concatenation, reversal, rotation, partition, a loop with array state,
-- and a histogram with no points.
-- ==
-- entry: rowops
-- input { empty([3][0]i32) } output { empty([3][0]i32) empty([3][0]i32) empty([3][0]i32) [0i64, 0i64, 0i64] }
-- input { [[1, 2], [3, 4]] } output { [[1, 2, 1, 2], [3, 4, 3, 4]] [[2, 1], [4, 3]] [[2, 1], [4, 3]] [1i64, 2i64] }
-- entry: loop_rows
-- input { empty([2][0]f32) 3i64 } output { empty([2][0]f32) }
-- input { [[1f32, 2f32]] 0i64 } output { [[1f32, 2f32]] }
-- input { [[1f32, 2f32]] 2i64 } output { [[4f32, 8f32]] }
-- entry: no_points
-- input { empty([2][0]i64) } output { [[0, 0, 0], [0, 0, 0]] }
-- entry: f16_rows
-- input { empty([2][0]f16) } output { [0f16, 0f16] [-f16.inf, -f16.inf] }
-- input { [[1.5f16, 2f16], [0.25f16, -1f16]] } output { [3.5f16, -0.75f16] [2f16, 0.25f16] }

entry rowops (xss: [][]i32) =
  ( map (\r -> r ++ r) xss
  , map reverse xss
  , map (rotate 1) xss
  , map (\r -> let (a, _) = partition (> 1) r in length a) xss )
entry loop_rows (xss: [][]f32) (k: i64) =
  map (\r -> loop r = copy r for _i < k do map (* 2) r) xss
entry no_points [n][m] (iss: [n][m]i64) =
  map (\is -> hist (+) 0i32 3 is (map (const 1) is)) iss
entry f16_rows (xss: [][]f16) =
  (map f16.sum xss, map (reduce f16.max (-f16.inf)) xss)
