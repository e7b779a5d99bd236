-- A loop whose array parameter changes size each iteration (its size is
-- existential in the loop).
-- ==
-- input { 4 }
-- output { [1, 2, 3, 4] 4i64 }

entry main (k: i32) =
  let xs = loop (xs: []i32) = [] for i < k do xs ++ [i + 1]
  in (xs, length xs)
