-- Row maxima and minima written as folds from the row's first element:
-- a `while` loop with an index, `for` loops over `r[1:]` and over the
-- indices from 1, a `for` loop over the whole row from r[0] (max is
-- idempotent), `reduce f32.max r[0] r` and `reduce f32.max r[0] r[1:]`.
-- The simplifier makes each the row reduction of `map f32.maximum xss`
-- (identity NaN: a row of NaNs gives NaN, as the loop does), so there is
-- no loop left in the kernels: one segmented reduction per entry.
-- ==
-- entry: max_while max_for_slice max_for_index max_for_all max_reduce_first max_reduce_tail
-- input { [[1f32, 5f32, -2f32], [0f32, 0f32, 0f32]] } output { [5f32, 0f32] }
-- input { [[3f32]] } output { [3f32] }
-- input { [[-1f32, -3f32], [f32.nan, f32.nan], [f32.nan, 2f32], [-4f32, f32.nan]] } output { [-1f32, f32.nan, 2f32, -4f32] }
-- input { [[f32.inf, 1f32], [-1f32, -f32.inf]] } output { [f32.inf, -1f32] }
-- input { empty([0][4]f32) } output { empty([0]f32) }
-- input { empty([3][0]f32) } error: out of bounds
-- random input { [1][1]f32 } auto output
-- random input { [7][1]f32 } auto output
-- random input { [37][101]f32 } auto output
-- random input { [5][4097]f32 } auto output
-- compiled random input { [1024][2048]f32 } auto output
-- structure { SegRed 6 Loop 0 }

entry max_while [n][m] (xss: [n][m]f32) : [n]f32 =
  map (\r -> (loop (mx, i) = (r[0], 1i64) while i < m do (f32.max mx r[i], i + 1)).0) xss

entry max_for_slice [n][m] (xss: [n][m]f32) : [n]f32 =
  map (\r -> loop mx = r[0] for x in r[1:] do f32.max mx x) xss

entry max_for_index [n][m] (xss: [n][m]f32) : [n]f32 =
  map (\r -> loop mx = r[0] for j < m - 1 do f32.max r[j + 1] mx) xss

entry max_for_all [n][m] (xss: [n][m]f32) : [n]f32 =
  map (\r -> loop mx = r[0] for x in r do f32.max mx x) xss

entry max_reduce_first [n][m] (xss: [n][m]f32) : [n]f32 =
  map (\r -> reduce f32.max r[0] r) xss

entry max_reduce_tail [n][m] (xss: [n][m]f32) : [n]f32 =
  map (\r -> reduce f32.max r[0] r[1:]) xss
