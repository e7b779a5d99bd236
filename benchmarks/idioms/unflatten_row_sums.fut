-- | Sums of consecutive blocks of a flat array, through `unflatten`.
-- ==
-- random input { 123i64 301i64 [37023]f32 } auto output
def main (n: i64) (m: i64) (xs: []f32) : [n]f32 =
  map f32.sum (unflatten (xs :> [n * m]f32))
