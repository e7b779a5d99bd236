-- | An array plus its reverse.
-- ==
-- random input { [100003]f32 } auto output
def main [n] (xs: [n]f32) : [n]f32 =
  map2 (+) xs (reverse xs)
