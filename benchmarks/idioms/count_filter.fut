-- | The number of elements above one half, as the length of a `filter`.
-- ==
-- random input { [100003]f32 } auto output
-- input { [0.1f32, 0.6f32, 0.9f32] } output { 2i64 }
def main [n] (xs: [n]f32) : i64 = length (filter (> 0.5) xs)
