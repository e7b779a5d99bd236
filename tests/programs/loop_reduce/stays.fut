-- Loops that are not reductions, or not provably ones, stay loops and keep
-- their results: float sums (+ on floats is not associative), an
-- accumulator read twice, a test of the running value, the first index
-- satisfying a test (a test of the accumulator), a float pick with its
-- branches swapped (`if x <= best then keep else pick` also picks NaN), a
-- pick whose picked branch reads an array that may be too short, and a
-- pick whose picked key is not the compared one.
-- ==
-- entry: sum_f32 horner capped first_neg swapped_f32 other_key
-- input { [3f32, -7f32, f32.nan, 7f32, 0f32] } auto output
-- input { empty([0]f32) } auto output
-- input { [1f32, 2f32] } auto output
-- random input { [1009]f32 } auto output
-- structure { loop-reduce:Loop 7 }

-- ==
-- entry: swapped_f32
-- input { [1f32, f32.nan, 0f32] } output { 0f32 2i64 }

-- ==
-- entry: short_payload
-- input { [1f32, 2f32, 3f32, 4f32] } error: out of bounds
-- input { [1f32, 5f32, 3f32, 4f32] } output { 5f32 4f32 }

entry sum_f32 [n] (xs: [n]f32) : f32 =
  loop s = 0 for i < n do s + xs[i]

entry horner [n] (xs: [n]f32) : f32 =
  loop s = 0 for i < n do s * 0.5 + xs[i]

entry capped [n] (xs: [n]f32) : f32 =
  loop s = 0 for i < n do if s > 10 then s else s + f32.abs xs[i]

entry first_neg [n] (xs: [n]f32) : i64 =
  loop r = -1 for i < n do if r < 0 && xs[i] < 0 then i else r

entry swapped_f32 [n] (xs: [n]f32) : (f32, i64) =
  loop (best, bi) = (-f32.inf, -1) for i < n do
    if xs[i] <= best then (best, bi) else (xs[i], i)

-- The picked branch reads ys[i + 1], out of bounds at the last index: the
-- loop fails only when the last element is picked, so the read must not
-- run for every element.
entry short_payload [n] (xs: [n]f32) : (f32, f32) =
  let ys = map (+ 1) xs
  in loop (best, y) = (-f32.inf, 0) for i < n do
       if xs[i] > best then (xs[i], ys[i + 1]) else (best, y)

entry other_key [n] (xs: [n]f32) : (f32, i64) =
  loop (best, bi) = (0, -1) for i < n do
    if xs[i] > best then (xs[i] * 0.5, i) else (best, bi)
