-- | Running minimum and maximum in one scan over records.
-- ==
-- random input { [100003]f32 } auto output
type mm = {lo: f32, hi: f32}

def main [n] (xs: [n]f32) : ([n]f32, [n]f32) =
  let op (a: mm) (b: mm) : mm = {lo = f32.min a.lo b.lo, hi = f32.max a.hi b.hi}
  let r = scan op {lo = f32.inf, hi = -f32.inf} (map (\x -> {lo = x, hi = x}) xs)
  in (map (.lo) r, map (.hi) r)
