-- unflatten (Futhark 0.28's, sizes from the type) after a coercion to sizes
-- whose product is wrong, or to negative sizes whose product is right, or
-- to sizes whose product overflows to the right one (2^32 * 2^32 wraps to 0
-- in i64, so the coercion passes: the reshape must not).
-- ==
-- input { 2i64 2i64 [1, 2, 3] } error: size mismatch: coercion to \[\(n \* m\)\] where \(n \* m\) = 4 but the array has 3 elements
-- input { -1i64 -3i64 [1, 2, 3] } error: cannot reshape array of shape \[3\] to shape \[-1\]\[-3\]
-- input { 1i64 3i64 [1, 2, 3] } output { [[1, 2, 3]] }
-- input { 4294967296i64 4294967296i64 empty([0]i32) } error: cannot reshape array of shape \[0\] to shape \[4294967296\]\[4294967296\]
-- input { 0i64 4294967296i64 empty([0]i32) } output { empty([0][4294967296]i32) }

def main (n: i64) (m: i64) (xs: []i32) : [n][m]i32 = unflatten (xs :> [n * m]i32)
