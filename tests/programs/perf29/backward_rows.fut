-- Recurrences that walk each row backwards: `foldr`, a loop over
-- `reverse r`, indexing r[m - 1 - i], and a loop reading the row both
-- forwards and backwards.
-- ==
-- input { [[1f32, 2f32, 3f32], [4f32, 5f32, 6f32]] }
-- output { [5.9203f32, 14.8306f32] [1.23f32, 4.56f32] [0.123f32, 0.456f32] [10f32, 73f32] }
-- random input { [40][300]f32 } auto output
-- random input { [66][65]f32 } auto output
-- random input { [5][1025]f32 } auto output
-- random input { [3][1]f32 } auto output

def main [n][m] (xss: [n][m]f32) : ([n]f32, [n]f32, [n]f32, [n]f32) =
  let ret = map (foldr (\x acc -> x + 0.99 * acc) 0) xss
  let rev = map (\r -> loop acc = 0f32 for x in reverse r do 0.1 * acc + x) xss
  let idx = map (\r -> loop acc = 0f32 for i < m do 0.1 * (acc + r[m - 1 - i])) xss
  let both = map (\r -> loop acc = 0f32 for i < m do acc + r[i] * r[m - 1 - i]) xss
  in (ret, rev, idx, both)
