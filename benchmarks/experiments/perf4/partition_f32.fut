-- | Partition by a predicate, the parts concatenated (stable).
-- ==
-- random input { [10007]f32 } auto output
def main [n] (xs: [n]f32) : [n]f32 =
  let (lo, hi) = partition (< 0.25) xs
  in lo ++ hi :> [n]f32
