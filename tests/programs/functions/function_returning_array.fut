-- A def with a size parameter returning an array of the same size.
-- ==
-- input { [1, 2, 3] } output { [2, 4, 6] 3i64 }
def dbl [n] (xs: [n]i32): [n]i32 = map (*2) xs
entry main (xs: []i32) = let ys = dbl xs in (ys, length ys)
