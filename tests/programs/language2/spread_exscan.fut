-- spread and exscan.
-- ==
-- input { [1i64, 3i64] [10i32, 30i32] }
-- output { [-1i32, 10i32, -1i32, 30i32, -1i32] [0i32, 10i32, 40i32] }

entry main (is: [2]i64) (vs: [2]i32) =
  (spread 5 (-1) is vs, exscan (+) 0 (vs ++ [0]))
