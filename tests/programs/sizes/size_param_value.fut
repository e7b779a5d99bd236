-- A size parameter is an i64 in scope in the body.
-- ==
-- input { [1, 2, 3] } output { 3i64 [0i64, 1i64, 2i64] }
def count [n] (_xs: [n]i32) : i64 = n

entry main [n] (xs: [n]i32) = (count xs, iota n)
