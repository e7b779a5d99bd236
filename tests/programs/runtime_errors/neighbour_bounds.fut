-- Reads of neighbours inside kernels: the checks that value ranges prove
-- (clamped indices, indices guarded by the branch they are read in) are
-- dropped by the OpenCL backend; the others must still fail, with the
-- interpreter's message.
-- ==
-- entry: clamped
-- input { [1, 2, 3, 4] } output { [3, 4, 6, 7] }
-- input { [5] } output { [10] }
-- entry: clamped_2d
-- input { [[1, 2], [3, 4], [5, 6]] } output { [[5, 6], [7, 8], [9, 10]] }
-- entry: guarded
-- input { [1, 2, 3, 4] } output { [1, 4, 6, 4] }
-- entry: guarded_eq
-- input { [1, 2, 3, 4] } output { [1, 1, 2, 3] }
-- entry: clamp_too_high
-- input { [1, 2, 3, 4] } error: Index \[4\] out of bounds for array of shape \[4\]
-- entry: unguarded_left
-- input { [1, 2, 3, 4] } error: Index \[-1\] out of bounds for array of shape \[4\]
-- entry: guard_too_weak
-- input { [1, 2, 3, 4] } error: Index \[4\] out of bounds for array of shape \[4\]
-- entry: guard_else_branch
-- input { [1, 2, 3, 4] } error: Index \[-1\] out of bounds for array of shape \[4\]
-- entry: guard_or
-- input { [1, 2, 3, 4] } error: Index \[-1\] out of bounds for array of shape \[4\]

entry clamped [n] (g: [n]i32) : [n]i32 =
  map (\i -> g[i64.max 0 (i - 1)] + g[i64.min (n - 1) (i + 1)]) (iota n)

entry clamped_2d [n][m] (g: [n][m]i32) : [n][m]i32 =
  tabulate_2d n m (\i j -> g[i64.max 0 (i - 1), j] + g[i64.min (n - 1) (i + 1), i64.min (m - 1) (j + 1)])

entry guarded [n] (g: [n]i32) : [n]i32 =
  map (\i -> if i > 0 && i < n - 1 then g[i - 1] + g[i + 1] else g[i]) (iota n)

entry guarded_eq [n] (g: [n]i32) : [n]i32 =
  map (\i -> let j = if i == 0 then 0 else i - 1 in g[j]) (iota n)

entry clamp_too_high [n] (g: [n]i32) : [n]i32 =
  map (\i -> g[i64.min n (i + 1)]) (iota n)

entry unguarded_left [n] (g: [n]i32) : [n]i32 =
  map (\i -> g[i - 1]) (iota n)

entry guard_too_weak [n] (g: [n]i32) : [n]i32 =
  map (\i -> if i < n then g[i + 1] else 0) (iota n)

entry guard_else_branch [n] (g: [n]i32) : [n]i32 =
  map (\i -> if i > 0 then 0 else g[i - 1]) (iota n)

entry guard_or [n] (g: [n]i32) : [n]i32 =
  map (\i -> if i > 0 || i < n - 1 then g[i - 1] else 0) (iota n)
