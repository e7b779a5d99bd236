-- unflatten (Futhark 0.28's, sizes from the type) after a coercion to sizes
-- whose product is wrong, or to negative sizes whose product is right.
-- ==
-- input { 2i64 2i64 [1, 2, 3] } error: size mismatch: coercion to \[\(n \* m\)\] where \(n \* m\) = 4 but the array has 3 elements
-- input { -1i64 -3i64 [1, 2, 3] } error: cannot reshape array of shape \[3\] to shape \[-1\]\[-3\]
-- input { 1i64 3i64 [1, 2, 3] } output { [[1, 2, 3]] }

def main (n: i64) (m: i64) (xs: []i32) : [n][m]i32 = unflatten (xs :> [n * m]i32)
