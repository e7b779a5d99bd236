-- Updates of rows, elements and slices of a 2-D array in a loop.
-- ==
-- input { 3i64 }
-- output { [[1i32, 0i32, 0i32], [1i32, 1i32, 0i32], [1i32, 1i32, 1i32]] }

entry main (n: i64) =
  loop m = replicate n (replicate n 0) for i < n do
    let m[i, :i + 1] = replicate (i + 1) 1
    in m
