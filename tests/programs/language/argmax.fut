-- The usual argmax/argmin spellings: reduce over (value, index) pairs with
-- a tuple-pattern lambda, and a reduce over records.
-- ==
-- input { [3f32, 9f32, 2f32, 9f32, -1f32] } output { 9f32 1i64 -1f32 4i64 }
-- input { [5f32] } output { 5f32 0i64 5f32 0i64 }

def argmax [n] (xs: [n]f32) : (f32, i64) =
  reduce (\(a, i) (b, j) -> if a > b || (a == b && i < j) then (a, i) else (b, j))
         (-f32.inf, -1)
         (zip xs (iota n))

type best = {v: f32, at: i64}

def argmin [n] (xs: [n]f32) : best =
  let pick (x: best) (y: best) = if x.v < y.v || (x.v == y.v && x.at < y.at) then x else y
  in reduce pick {v = f32.inf, at = -1} (map2 (\v at -> {v, at}) xs (iota n))

entry main (xs: []f32) =
  let (m, i) = argmax xs
  let {v, at} = argmin xs
  in (m, i, v, at)
