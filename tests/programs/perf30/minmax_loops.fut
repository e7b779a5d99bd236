-- Loops along each row that fold by min or max from some start: a
-- `while` loop with an index, `for x in r[1:]`, `for i < m` from a
-- constant, min and max together, i32, a max under a condition, and an
-- unsigned max.  perf30 made the first kinds reductions (the start reduced
-- with the row's values: one SegRed) and measured row_max_while slower on
-- the H200 that way (57.4 -> 63.9 us) than as the row-recurrence loop, so
-- they stay loops; this checks every spelling's result.
-- ==
-- entry: max_while max_for_slice min_for_const min_max_pair max_i32 max_i64_index
-- input { [[1f32, 5f32, -2f32], [0f32, 0f32, 0f32]] } auto output
-- input { [[3f32]] } auto output
-- random input { [1][1]f32 } auto output
-- random input { [7][1]f32 } auto output
-- random input { [37][101]f32 } auto output
-- random input { [5][4097]f32 } auto output
-- compiled random input { [1024][2048]f32 } auto output

entry max_while [n][m] (xss: [n][m]f32) : [n]f32 =
  map (\r -> (loop (mx, i) = (r[0], 1i64) while i < m do (f32.max mx r[i], i + 1)).0) xss

entry max_for_slice [n][m] (xss: [n][m]f32) : [n]f32 =
  map (\r -> loop mx = r[0] for x in r[1:] do f32.max x mx) xss

entry min_for_const [n][m] (xss: [n][m]f32) : [n]f32 =
  map (\r -> loop mn = 0.5f32 for i < m do f32.min mn r[i]) xss

entry min_max_pair [n][m] (xss: [n][m]f32) : [n]f32 =
  map (\r -> let (lo, hi) = loop (lo, hi) = (r[0], r[0]) for i < m do (f32.min lo r[i], f32.max hi r[i])
             in hi - lo) xss

entry max_i32 [n][m] (xss: [n][m]f32) : [n]i32 =
  map (\r -> loop mx = i32.f32 (r[0] * 1000) for j < m - 1 do i32.max mx (i32.f32 (r[j + 1] * 1000))) xss

entry max_i64_index [n][m] (xss: [n][m]f32) : [n]i64 =
  map (\r -> loop best = -1i64 for j < m do if r[j] > 0.5 then i64.max best j else best) xss

-- ==
-- entry: max_u32
-- input { [[1f32, 5f32, 2f32]] } output { [500u32] }
-- random input { [37][101]f32 } auto output

entry max_u32 [n][m] (xss: [n][m]f32) : [n]u32 =
  map (\r -> loop mx = 0u32 for x in r do u32.max mx (u32.f32 (x * 100))) xss
