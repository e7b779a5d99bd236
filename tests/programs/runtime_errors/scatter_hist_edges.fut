-- scatter and hist ignore out-of-bounds indices (as Futhark does): no
-- error, on every backend; mismatched lengths are a size error.
-- ==
-- entry: sc
-- input { [1, 2, 3] [-1i64, 5i64, 1i64] [7, 8, 9] } output { [1, 9, 3] }
-- input { [1, 2, 3] [1i64] [7, 8, 9] } error: size mismatch: an array of size 3 where size 1 is required
-- entry: hi
-- input { 3i64 [-1i64, 5i64, 1i64] [7, 8, 9] } output { [0, 9, 0] }
-- input { 0i64 [0i64] [7] } output { empty([0]i32) }

entry sc (xs: *[]i32) (is: []i64) (vs: []i32) = scatter xs is vs
entry hi (n: i64) (is: []i64) (vs: []i32) = hist (+) 0 n is vs
