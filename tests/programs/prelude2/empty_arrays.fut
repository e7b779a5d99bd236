-- The array functions on empty arrays (and arrays of empty rows).
-- ==
-- entry: ints
-- input { empty([0]i32) }
-- output { 0i64 true empty([0]i32) empty([0]i32) empty([0]i32) empty([0]i32) empty([0]i32) empty([0]i32) 0 0 empty([0]i32) }
-- input { [1, 2, 3] }
-- output { 3i64 false [3, 2, 1] empty([0]i32) [1, 2, 3] [2, 3, 1] [1, 2, 3, 1, 2, 3] [1, 2, 3] 6 123 [1, 2, 3] }
-- entry: rows
-- input { empty([0][3]i32) }
-- output { empty([0]i32) empty([3][0]i32) 0i64 empty([0][3]i32) }
-- input { [[1, 2, 3], [4, 5, 6]] }
-- output { [1, 2, 3, 4, 5, 6] [[1, 4], [2, 5], [3, 6]] 2i64 [[4, 5, 6], [1, 2, 3]] }
-- entry: builders
-- input { 0i64 }
-- output { empty([0]i64) empty([0]bool) empty([0][2]i64) empty([0]i64) 0i32 empty([0]i32) }
-- input { 2i64 }
-- output { [0i64, 1i64] [true, true] [[0i64, 1i64], [1i64, 2i64]] [0i64, 1i64] 2i32 [0, 2] }

entry ints (xs: []i32) =
  (length xs, null xs, reverse xs, take 0 xs, drop 0 xs, rotate 1 xs, xs ++ xs,
   concat xs [], i32.sum xs, foldl (\a x -> a * 10 + x) 0 xs, copy xs)

entry rows [n] (xss: [n][3]i32) =
  (flatten xss, transpose xss, length xss, reverse xss)

entry builders (n: i64) =
  (iota n, replicate n true, tabulate_2d n 2 (+), tabulate n id,
   foldr (\_ a -> a + 1) 0i32 (iota n), map i32.i64 (iota n) |> map (* 2))
