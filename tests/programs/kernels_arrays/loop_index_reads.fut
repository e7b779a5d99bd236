-- Reads indexed by a for loop's index inside a map: where the array's
-- extent is the trip count the kernel reads without a bounds check (the
-- index lies in [0, m)); reads through indices that come from data keep
-- theirs, and an index out of range is an error.
-- ==
-- entry: gather_sums
-- input { [1f32, 2f32, 3f32] [[0i32, 1i32], [2i32, 2i32], [1i32, 0i32]] } output { [3f32, 6f32, 3f32] }
-- input { [1f32, 2f32] empty([2][0]i32) } output { [0f32, 0f32] }
-- input { [1f32, 2f32, 3f32] [[0i32, 3i32], [0i32, 0i32], [1i32, 1i32]] } error: out of bounds
-- input { [1f32, 2f32, 3f32] [[0i32, 1i32], [-1i32, 0i32], [1i32, 1i32]] } error: out of bounds

entry gather_sums [n][m] (xs: [n]f32) (idx: [n][m]i32): [n]f32 =
  map (\row -> loop acc = 0f32 for j < m do acc + xs[i64.i32 row[j]]) idx

-- ==
-- entry: weighted_rows
-- input { [[1f32, 2f32], [3f32, 4f32], [5f32, 6f32]] [10f32, 1f32] } output { [12f32, 34f32, 56f32] }
-- compiled random input { [1000][37]f32 [37]f32 } auto output
-- random input { [3][1]f32 [1]f32 } auto output

entry weighted_rows [n][m] (a: [n][m]f32) (w: [m]f32): [n]f32 =
  map (\row -> loop s = 0f32 for j < m do s + row[j] * w[j]) a

-- ==
-- entry: shorter_loop
-- input { [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32]] 2i64 } output { [3i32, 9i32] }
-- input { [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32]] 4i64 } error: out of bounds

entry shorter_loop [n][m] (a: [n][m]i32) (k: i64): [n]i32 =
  map (\row -> loop s = 0i32 for j < k do s + row[j]) a
