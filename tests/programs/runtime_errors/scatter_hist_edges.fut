-- scatter and hist ignore out-of-bounds indices (as Futhark does): no
-- error, on every backend; mismatched lengths (through a coercion) are a
-- size error.
-- ==
-- entry: sc
-- input { [1, 2, 3] [-1i64, 5i64, 1i64] [7, 8, 9] } output { [1, 9, 3] }
-- input { [1, 2, 3] [1i64] [7, 8, 9] } error: size mismatch: coercion to \[n\] where n = 1 but the array has 3 elements
-- entry: hi
-- input { 3i64 [-1i64, 5i64, 1i64] [7, 8, 9] } output { [0, 9, 0] }
-- input { 0i64 [0i64] [7] } output { empty([0]i32) }

entry sc [n] (xs: *[]i32) (is: [n]i64) (vs: []i32) = scatter xs is (vs :> [n]i32)
entry hi [m] (n: i64) (is: [m]i64) (vs: [m]i32) = hist (+) 0 n is vs
