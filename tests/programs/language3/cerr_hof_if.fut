-- A conditional may not return a function.
-- ==
-- error: .

entry main (b: bool) (x: i32) =
  let f = if b then (\y -> y + 1) else (\y -> y - 1)
  in f x
