-- | An element-wise map over two arrays (a x + y).
-- ==
-- random input { [10007]f32 [10007]f32 } auto output
def main [n] (xs: [n]f32) (ys: [n]f32) : [n]f32 = map2 (\x y -> 2.5 * x + y) xs ys
