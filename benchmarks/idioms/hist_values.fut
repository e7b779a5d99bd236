-- | Binning values in [0,1) into 256 bins and counting them (the bin is
-- computed from the value, as `histc` does).
-- ==
-- random input { [10007]f32 } auto output
def main [n] (xs: [n]f32) : [256]i32 =
  let bins = map (\x -> i64.f32 (x * 256)) xs
  in hist (+) 0 256 bins (replicate n 1)
