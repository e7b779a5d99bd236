-- A slice at the top level (lowered to a SegMap copy) keeps its bounds
-- check: the message names the slice and the array's shape.
-- ==
-- input { [1, 2, 3, 4, 5] 1i64 3i64 } output { [2, 3] }
-- input { [1, 2, 3, 4, 5] 5i64 5i64 } output { empty([0]i32) }
-- input { [1, 2, 3, 4, 5] 3i64 1i64 } error: Index \[3:1\] out of bounds for array of shape \[5\]
-- input { [1, 2, 3, 4, 5] 3i64 7i64 } error: Index \[3:7\] out of bounds for array of shape \[5\]
-- input { [1, 2, 3, 4, 5] -1i64 2i64 } error: Index \[-1:2\] out of bounds for array of shape \[5\]
def main (xs: []i32) (i: i64) (j: i64) = xs[i:j]
