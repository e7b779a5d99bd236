-- unflatten with sizes whose product is wrong, or negative sizes whose
-- product is right.
-- ==
-- input { 2i64 2i64 [1, 2, 3] } error: size mismatch: an array of size 3 where size 4 is required
-- input { -1i64 -3i64 [1, 2, 3] } error: cannot reshape array of shape \[3\] to shape \[-1\]\[-3\]
-- input { 1i64 3i64 [1, 2, 3] } output { [[1, 2, 3]] }

def main (n: i64) (m: i64) (xs: []i32) = unflatten n m xs
