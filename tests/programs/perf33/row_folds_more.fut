-- More folds from the first element: min and max together of a mapped
-- row (two reductions, fused into one), an i32 max of a mapped row, i64
-- sums and i32 xors from r[0] over r[1:] (associative integer operators),
-- bitwise or over the whole row from r[0] (idempotent): five segmented
-- reductions.  A u8 min by `while` and an && whose rows are mapped by
-- more than a conversion stay loops (the simplifier computes their
-- elements inside the loop, so the fold reads no row directly), and so
-- must: a float sum from r[0] (not associative), an i64 sum over the
-- whole row from r[0] (r[0] counted twice), a max from r[1] (not the
-- whole row), a max whose accumulator is used otherwise, and rows of
-- constant size.
-- ==
-- entry: range_f32 max_i32_mapped max_u8 sum_tail_i64 xor_tail_i32 or_all_i64 and_bool
-- input { [[1i64, 5i64, -2i64], [0i64, 0i64, 7i64]] } auto output
-- input { [[3i64]] } auto output
-- input { empty([0][2]i64) } auto output
-- input { empty([2][0]i64) } error: Index \[0\] out of bounds
-- random input { [37][101]i64 } auto output
-- random input { [5][4097]i64 } auto output
-- compiled random input { [512][2048]i64 } auto output
-- structure { SegRed 5 }

entry range_f32 [n][m] (xss: [n][m]i64) : [n]f32 =
  map (\r -> let r = map f32.i64 r
             let (lo, hi) = loop (lo, hi) = (r[0], r[0]) for x in r[1:] do (f32.min lo x, f32.max hi x)
             in hi - lo) xss

entry max_i32_mapped [n][m] (xss: [n][m]i64) : [n]i32 =
  map (\r -> let q = map (\x -> i32.i64 (x % 1000)) r
             in loop mx = q[0] for j < m - 1 do i32.max mx q[j + 1]) xss

entry max_u8 [n][m] (xss: [n][m]i64) : [n]u8 =
  map (\r -> let q = map u8.i64 r
             in (loop (mx, i) = (q[0], 1) while i < m do (u8.min mx q[i], i + 1)).0) xss

entry sum_tail_i64 [n][m] (xss: [n][m]i64) : [n]i64 =
  map (\r -> loop s = r[0] for x in r[1:] do s + x) xss

entry xor_tail_i32 [n][m] (xss: [n][m]i64) : [n]i32 =
  map (\r -> let q = map i32.i64 r in loop acc = q[0] for x in q[1:] do acc ^ x) xss

entry or_all_i64 [n][m] (xss: [n][m]i64) : [n]i64 =
  map (\r -> loop acc = r[0] for x in r do acc | x) xss

entry and_bool [n][m] (xss: [n][m]i64) : [n]bool =
  map (\r -> let q = map (\x -> x % 3 != 0) r
             in loop acc = q[0] for j < m - 1 do acc && q[j + 1]) xss

-- ==
-- entry: sum_f32_tail sum_all_i64 max_from_second max_used_twice max_const_rows
-- input { [[1i64, 5i64, -2i64], [0i64, 0i64, 7i64]] } auto output
-- input { [[3i64, 4i64, 5i64]] } auto output
-- random input { [37][3]i64 } auto output
-- compiled random input { [2048][3]i64 } auto output

entry sum_f32_tail [n][m] (xss: [n][m]i64) : [n]f32 =
  map (\r -> let q = map (\x -> f32.i64 x / 7) r in loop s = q[0] for x in q[1:] do s + x) xss

entry sum_all_i64 [n][m] (xss: [n][m]i64) : [n]i64 =
  map (\r -> loop s = r[0] for x in r do s + x) xss

entry max_from_second [n][m] (xss: [n][m]i64) : [n]i64 =
  map (\r -> loop mx = r[1] for x in r[1:] do i64.max mx x) xss

entry max_used_twice [n][m] (xss: [n][m]i64) : [n]i64 =
  map (\r -> loop mx = r[0] for x in r[1:] do i64.max mx (x + mx % 2)) xss

entry max_const_rows [n] (xss: [n][3]i64) : [n]i64 =
  map (\r -> loop mx = r[0] for x in r[1:] do i64.max mx x) xss
