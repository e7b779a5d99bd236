-- In-place updates on two-dimensional arrays: rows, columns, single
-- elements, and loops that build a matrix row by row.
-- ==
-- input { 3i64 }
-- output { [[0i32, 1i32, 2i32], [1i32, 2i32, 3i32], [2i32, 3i32, 4i32]] [[5i32, 5i32, 5i32], [0i32, 9i32, 0i32], [0i32, 9i32, 0i32]] [[1i32, 0i32, 0i32], [0i32, 1i32, 0i32], [0i32, 0i32, 1i32]] }

entry main (n: i64) =
  let a = replicate n (replicate n 0i32)
  let a = loop a for i < n do
            a with [i] = map (\j -> i32.i64 (i + j)) (iota n)
  let b = replicate n (replicate n 0i32)
  let b[0] = replicate n 5
  let b[1:, 1] = replicate (n - 1) 9
  let c = loop c = replicate n (replicate n 0i32) for i < n do
            let c[i, i] = 1 in c
  in (a, b, c)
