-- Layout changes read by a later map at other points: the reversed (or
-- doubled) array is not stored, each reader computes its element where
-- it reads it.  Several spellings, and rotations by negative amounts and
-- by more than the length.
-- ==
-- entry: rev_rot
-- input { [1f32, 2f32, 3f32, 4f32, 5f32] 2i64 } output { [6f32, 4f32, 2f32, 10f32, 8f32] }
-- input { [1f32, 2f32, 3f32] -1i64 } output { [2f32, 6f32, 4f32] }
-- input { [1f32, 2f32, 3f32] 7i64 } output { [4f32, 2f32, 6f32] }
-- input { empty([0]f32) 3i64 } output { empty([0]f32) }
-- random input { [1003]f32 1000i64 } auto output
-- compiled random input { [100000]f32 1000i64 } auto output

-- ==
-- entry: rot_of_doubled
-- input { [1i32, 2i32, 3i32, 4i32] } output { [5i32, 7i32, 9i32, 3i32] }
-- random input { [4097]i32 } auto output

-- ==
-- entry: gather_of_scaled
-- input { [1f32, 2f32, 3f32] [2i64, 2i64, 0i64, 1i64] } output { [7f32, 7f32, 3f32, 5f32] }
-- input { [1f32, 2f32, 3f32] [3i64] } error: Index \[3\] out of bounds for array of shape \[3\]
-- input { [1f32, 2f32, 3f32] [0i64, -1i64] } error: Index \[-1\] out of bounds for array of shape \[3\]

-- ==
-- entry: neighbours
-- input { [1i32, 2i32, 4i32, 8i32] } output { [3i32, 6i32, 12i32, 8i32] }
-- random input { [10000]i32 } auto output

-- ==
-- entry: rows_reversed
-- input { [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32]] } output { [[6i32, 5i32, 4i32], [3i32, 2i32, 1i32]] }
-- random input { [33][65]i32 } auto output

entry rev_rot [n] (xs: [n]f32) (k: i64) : [n]f32 = map (* 2) (rotate k (reverse xs))

entry rot_of_doubled [n] (xs: [n]i32) : [n]i32 =
  let ys = map (\x -> 2 * x + 1) xs
  in map (\i -> ys[(i + 1) % n]) (iota n)

entry gather_of_scaled [n][m] (xs: [n]f32) (is: [m]i64) : [m]f32 =
  let ys = map (\x -> 2 * x + 1) xs
  in map (\i -> ys[i]) is

entry neighbours [n] (xs: [n]i32) : [n]i32 =
  let ys = map (* 2) xs
  in tabulate n (\i -> if i + 1 < n then ys[i] / 2 + ys[i + 1] / 2 else ys[i] / 2)

entry rows_reversed [n][m] (xss: [n][m]i32) : [n][m]i32 =
  let r = reverse (map reverse xss)
  in map (map (+ 0)) r
