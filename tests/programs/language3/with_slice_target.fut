-- In-place updates with slices as targets, in loops.
-- ==
-- input { 6i64 } output { [0i32, 0i32, 7i32, 7i32, 7i32, 0i32] [1i32, 0i32, 1i32, 0i32, 1i32, 0i32] }

entry main (n: i64) =
  let a = replicate n 0i32
  let a[2:5] = replicate 3 7
  let b = replicate n 0i32
  let b = b with [::2] = replicate ((n + 1) / 2) 1
  in (a, b)
