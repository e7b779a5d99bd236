-- A loop with two array parameters swapped every iteration (double
-- buffering); the result aliases neither input.
-- ==
-- input { [1, 2, 3, 4] 3 }
-- output { [4, 4, 4, 4] [3, 2, 2, 2] }

entry main [n] (xs: [n]i32) (k: i32) =
  let (a, b) =
    loop (a, b) = (copy xs, replicate n 0)
    for _i < k do
      let s = reduce (+) 0 a
      let b' = map (\x -> x * 0 + s / i32.i64 n) b
      in (b', a with [0] = a[0] + 1)
  in (map (* 2) a, b)
