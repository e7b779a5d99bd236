-- Column-wise reductions with a vectorised operator (`map2` over rows):
-- sums from a zero row, maxima starting from the first row (a neutral
-- element that is an array computed by the program), and the column
-- means of a matrix; running column maxima by a scan of rows.
-- ==
-- input { [[1f32, 5f32], [3f32, 2f32], [2f32, 8f32]] }
-- output { [6f32, 15f32] [3f32, 8f32] [2f32, 5f32] [1f32, 2f32] [[1f32, 5f32], [3f32, 5f32], [3f32, 8f32]] }
-- compiled random input { [300][7]f32 } auto output

entry main [n] [m] (xss: [n][m]f32) =
  let sums = reduce (map2 (+)) (replicate m 0) xss
  let maxs = reduce (map2 f32.max) (if n > 0 then xss[0] else replicate m 0) xss
  let means = map (/ f32.i64 n) sums
  let mins = reduce_comm (map2 f32.min) (replicate m f32.inf) xss
  -- Row 0 is in every prefix, so starting from it changes nothing.
  let runs = scan (map2 f32.max) (if n > 0 then xss[0] else replicate m 0) xss
  in (sums, maxs, means, mins, runs)
