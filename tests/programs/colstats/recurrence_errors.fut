-- Reads out of bounds in loops along the row (the tiled kernel of row
-- recurrences on GPU profiles) fail with the same messages as elsewhere:
-- a read past the row's end, and a slice of the row past its end.
-- ==
-- entry: ahead
-- input { [[1f32, 2f32, 3f32], [4f32, 5f32, 6f32]] 0i64 } output { [4.25f32, 9.5f32] }
-- input { [[1f32, 2f32, 3f32], [4f32, 5f32, 6f32]] 1i64 } error: Index \[3\] out of bounds for array of shape \[3\]
-- entry: tail
-- input { [[1f32, 2f32, 3f32], [4f32, 5f32, 6f32]] 3i64 } output { [5f32, 11f32] }
-- input { [[1f32, 2f32, 3f32], [4f32, 5f32, 6f32]] 5i64 } error: Index \[1:5\] out of bounds for array of shape \[3\]

entry ahead [n][m] (xss: [n][m]f32) (k: i64) : [n]f32 =
  map (\r -> loop s = 0 for i < m do s * 0.5 + r[i + k]) xss

entry tail [n][m] (xss: [n][m]f32) (k: i64) : [n]f32 =
  map (\r -> loop s = 0 for x in r[1:k] do s + x) xss
