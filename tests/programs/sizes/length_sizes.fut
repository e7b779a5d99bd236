-- `length` and sizes of results of iota/replicate/concat.
-- ==
-- input { 4i64 } output { 4i64 3i64 7i64 }
entry main (n: i64) =
  let a = iota n
  let b = replicate 3 0i32
  in (length a, length b, length (a ++ iota 3))
