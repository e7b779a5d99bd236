-- argmin and argmax written as reductions over (value, index) pairs,
-- taking the first index on ties.
-- ==
-- input { [3.0f32, 1.0f32, 4.0f32, 1.0f32, 5.0f32] } output { 1i64 4i64 }
-- input { [2.0f32] } output { 0i64 0i64 }

def argbest [n] (better: f32 -> f32 -> bool) (xs: [n]f32) : i64 =
  let pick (x1, i1) (x2, i2) =
    if i1 < 0 then (x2, i2)
    else if i2 < 0 then (x1, i1)
    else if better x1 x2 then (x1, i1)
    else if better x2 x1 then (x2, i2)
    else if i1 < i2 then (x1, i1) else (x2, i2)
  in (reduce pick (0, -1) (zip xs (iota n))).1

entry main (xs: []f32) = (argbest (<) xs, argbest (>) xs)
