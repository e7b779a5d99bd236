-- Bounds of a slice of a two-dimensional array at the top level.
-- ==
-- input { [[1, 2, 3], [4, 5, 6]] 1i64 3i64 } output { [[2, 3], [5, 6]] }
-- input { [[1, 2, 3], [4, 5, 6]] 2i64 4i64 } error: 2:4.* out of bounds
def main (m: [][]i32) (i: i64) (j: i64) = m[:, i:j]
