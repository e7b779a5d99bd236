-- | The log of the sum of the exponentials of one long vector.
-- ==
-- random input { [100003]f32 } auto output
def main [n] (xs: [n]f32) : f32 =
  let mx = f32.maximum xs
  in mx + f32.log (f32.sum (map (\x -> f32.exp (x - mx)) xs))
