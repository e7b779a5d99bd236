-- A while loop doubling an array: the loop's array size is existential and
-- the result can be zipped with an array of its length.
-- ==
-- input { 5i64 } output { [0i64, 1i64, 2i64, 3i64, 4i64, 5i64, 6i64, 7i64] 8i64 [0i64, 2i64, 4i64, 6i64, 8i64, 10i64, 12i64, 14i64] }
-- input { 1i64 } output { [0i64] 1i64 [0i64] }
entry main (k: i64) =
  let (xs, n) = loop (xs, n) = (iota 1, 1i64) while n < k do (xs ++ map (+n) xs, n * 2)
  let f [m] (xs: [m]i64) = (xs, n, map (\(a, b) -> a + b) (zip xs (iota m)))
  in f xs
