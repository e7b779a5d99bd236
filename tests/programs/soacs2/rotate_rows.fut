-- rotate on rows of a two-dimensional array.
-- ==
-- input { 1i64 [[1i32, 2i32], [3i32, 4i32], [5i32, 6i32]] } output { [[3i32, 4i32], [5i32, 6i32], [1i32, 2i32]] }

def main (r: i64) (xss: [][]i32) = rotate r xss
