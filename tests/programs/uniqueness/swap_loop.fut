-- Two loop parameters swapped every iteration, one of them updated.
-- ==
-- input { 3i64 } output { [0i64, 1i64] [2i64, 0i64] }
entry main (n: i64) =
  loop (a, b) = (replicate 2 0i64, replicate 2 0i64) for i < n do
    let a[i % 2] = i
    in (b, a)
