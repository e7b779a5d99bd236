-- | The sum of an f32 array.
-- ==
-- random input { [10007]f32 } auto output
def main (xs: []f32) : f32 = f32.sum xs
