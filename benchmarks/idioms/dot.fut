-- | A dot product written with `map2` and `reduce`.
-- ==
-- random input { [10007]f32 [10007]f32 } auto output
def main [n] (xs: [n]f32) (ys: [n]f32) : f32 = reduce (+) 0 (map2 (*) xs ys)
