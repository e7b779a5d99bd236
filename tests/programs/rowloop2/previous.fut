-- Recurrences that read the element before the loop index (r[i - 1]):
-- the sum of the differences, a smoothed difference from column 1, and
-- one that reads r[i - 1] only past the first column.
-- ==
-- input { [[1f32, 4f32, 9f32], [2f32, 2f32, 2f32]] }
-- output { [8f32, 0f32] [6.5f32, 0f32] [6.5f32, 0f32] }
-- random input { [33][300]f32 } auto output
-- random input { [70][128]f32 } auto output
-- random input { [1][1]f32 } auto output

def main [n][m] (xss: [n][m]f32) : ([n]f32, [n]f32, [n]f32) =
  let diffs = map (\r -> loop s = 0 for i < m - 1 do s + (r[i + 1] - r[i])) xss
  let smooth = map (\r -> loop s = 0 for i in 1..<m do 0.5 * s + (r[i] - r[i - 1])) xss
  let guarded = map (\r -> loop s = 0 for i < m do if i == 0 then s else 0.5 * s + (r[i] - r[i - 1])) xss
  in (diffs, smooth, guarded)
