-- Records flowing through map, reduce and scan.
-- ==
-- input { [1.0f32, 5.0f32, 3.0f32] } output { 1.0f32 5.0f32 9.0f32 [1.0f32, 6.0f32, 9.0f32] }

type stats = {lo: f32, hi: f32, sum: f32}

def combine (a: stats) (b: stats) : stats =
  {lo = f32.min a.lo b.lo, hi = f32.max a.hi b.hi, sum = a.sum + b.sum}

entry main (xs: []f32) =
  let ss = map (\x -> {lo = x, hi = x, sum = x}) xs
  let r = reduce combine {lo = f32.inf, hi = -f32.inf, sum = 0} ss
  let prefix = scan combine {lo = f32.inf, hi = -f32.inf, sum = 0} ss
  in (r.lo, r.hi, r.sum, map (.sum) prefix)
