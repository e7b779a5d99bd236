-- hist with + on f32 (compare-and-swap loop); exact values.
-- ==
-- input { 3i64 [0i64, 0i64, 2i64, 5i64] [1.5f32, 2.0f32, -1.0f32, 9.0f32] } output { [3.5f32, 0.0f32, -1.0f32] }
-- input { 2i64 empty([0]i64) empty([0]f32) } output { [0.0f32, 0.0f32] }

def main [n] (k: i64) (is: [n]i64) (vs: [n]f32) = hist (+) 0 k is vs
