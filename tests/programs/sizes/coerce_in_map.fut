-- A coercion inside a map: checked in the kernel, both sizes reported.
-- ==
-- input { 2i64 [[1, 2], [3, 4]] } output { [[1, 2], [3, 4]] }
-- input { 3i64 [[1, 2], [3, 4]] } error: size mismatch: coercion to \[k\] where k = 3 but the array has 2 elements
def main (k: i64) (xss: [][]i32) = map (\r -> r :> [k]i32) xss
