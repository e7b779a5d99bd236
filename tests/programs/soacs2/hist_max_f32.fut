-- hist with max on f32 (compare-and-swap).
-- ==
-- input { [0i64, 0i64, 1i64, 2i64] [-5.5f32, 7.25f32, 3.0f32, -1.0f32] } output { [7.25f32, 3.0f32, -1.0f32] }
-- random input { [1003]i64 [1003]f32 } auto output
-- compiled random input { [100000]i64 [100000]f32 } auto output

def main [n] (is: [n]i64) (vs: [n]f32) = hist f32.max (-f32.inf) 3 (map (\i -> i % 3) is) vs
