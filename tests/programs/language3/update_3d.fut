-- In-place updates of elements, rows and planes of a 3-D array.
-- ==
-- input { 2i64 }
-- output { [[[0, 0], [0, 5]], [[7, 7], [1, 1]]] }

entry main (n: i64) =
  let a = replicate n (replicate n (replicate n 0i32))
  let a[0, 1, 1] = 5
  let a[1, 0] = [7, 7]
  let a[1, 1, :] = replicate n 1
  in a
