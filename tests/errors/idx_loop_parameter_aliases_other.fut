-- Error index "loop-parameter-aliases-other": both loop parameters consume,
-- and the body returns one array for both.
-- ==
-- error: Return value for loop parameter `ys` aliases other consumed loop parameter `xs`

entry main (n: i64) =
  let (a, b) = loop (xs: *[]i32, ys: *[]i32) = (replicate n 0, replicate n 0) for i < 10 do
                 (xs, xs)
  in a[0] + b[0]
