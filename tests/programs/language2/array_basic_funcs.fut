-- length, null, head, last, tail, init, take, drop, reverse, indices.
-- ==
-- input { [5i32, 6i32, 7i32, 8i32] }
-- output { 4i64 false 5i32 8i32 [6i32, 7i32, 8i32] [5i32, 6i32, 7i32] [5i32, 6i32] [7i32, 8i32] [8i32, 7i32, 6i32, 5i32] [0i64, 1i64, 2i64, 3i64] true }

entry main (xs: []i32) =
  ( length xs, null xs, head xs, last xs, tail xs, init xs, take 2 xs, drop 2 xs
  , reverse xs, indices xs, null (drop 4 xs) )
