-- A loop whose array changes size every iteration: the size of the result
-- is existential (known only at run time).
-- ==
-- input { 3i64 } output { 8i64 [1, 1, 1, 1, 1, 1, 1, 1] }
-- input { 0i64 } output { 1i64 [1] }
entry main (k: i64) =
  let xs = loop xs = [1] for _i < k do xs ++ xs
  in (length xs, xs)
