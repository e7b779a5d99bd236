-- The `let a[i] = v` and `a with [i, j] = v` forms, on a 2-D array, and
-- an update of a whole row with a slice.
-- ==
-- input { 3i64 }
-- output { [[1, 0, 0], [7, 8, 9], [0, 0, 5]] }

entry main (n: i64) =
  let a = replicate n (replicate n 0i32)
  let a[0, 0] = 1
  let a = a with [2, 2] = 5
  let a[1] = [7, 8, 9] :> [n]i32
  in a
