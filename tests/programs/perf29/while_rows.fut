-- Row recurrences spelled as counting `while` loops (rewritten to `for`
-- loops): starting at 0 and at 1, the bound written on either side, the
-- counter's final value used after the loop, two accumulators, and a
-- start past the end of the row (no iteration).
-- ==
-- input { [[1f32, 2f32, 3f32], [4f32, 5f32, 6f32]] 1i64 }
-- output { [6f32, 15f32] [3f32, 6f32] [3i64, 3i64] [3.9566667f32, 20.956667f32] [-3f32, -9f32] }
-- input { [[1f32, 2f32, 3f32], [4f32, 5f32, 6f32]] 7i64 }
-- output { [6f32, 15f32] [3f32, 6f32] [7i64, 7i64] [3.9566667f32, 20.956667f32] [0f32, 0f32] }
-- random input { [40][300]f32 2i64 } auto output
-- random input { [66][65]f32 0i64 } auto output
-- random input { [5][1025]f32 1000i64 } auto output
-- random input { [33][1]f32 0i64 } auto output

def main [n][m] (xss: [n][m]f32) (k0: i64) : ([n]f32, [n]f32, [n]i64, [n]f32, [n]f32) =
  let sums = map (\r -> (loop (s, i) = (0f32, 0i64) while i < m do (s + r[i], i + 1)).0) xss
  let maxs = map (\r -> (loop (mx, i) = (r[0], 1i64) while m > i do (f32.max mx r[i], i + 1)).0) xss
  let ends = map (\r -> (loop (s, i) = (0f32, k0) while i < m do (s + r[i], i + 1)).1) xss
  let emas = map (\r -> let (a, b, _) = loop (a, b, i) = (r[0], 0f32, 1i64) while i < m do
                                          (0.9 * a + 0.1 * r[i], b + r[i] * r[i - 1], i + 1)
                        in a + b / f32.i64 (i64.max 1 m)) xss
  let tails = map (\r -> (loop (s, i) = (0f32, k0) while i < m do (s - r[i - k0], i + 1)).0) xss
  in (sums, maxs, ends, emas, tails)
