-- | The cumulative product of signs (+1 or -1 from a threshold): the
-- running parity, a `scan (*)` whose float32 result is exact in any order
-- (a product of factors close to one drifts from a float64 reference by
-- 1e-2 over 32M elements, in runic and PyTorch alike).
-- ==
-- random input { [100003]f32 } auto output
def main [n] (xs: [n]f32) : [n]f32 =
  scan (*) 1 (map (\x -> if x < 0.5 then -1 else 1) xs)
