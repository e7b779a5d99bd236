-- In-place updates of two arrays carried by one loop.
-- ==
-- input { 4i64 } output { [0.0, 0.5, 1.0, 1.5] [0i64, 1i64, 4i64, 9i64] }
entry main (n: i64) =
  loop (a, b) = (replicate n 0.0, replicate n 0) for i < n do
    (a with [i] = f64.i64 i / 2.0, b with [i] = i * i)
