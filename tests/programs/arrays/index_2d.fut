-- Indexing a two-dimensional array, and a row of it.
-- ==
-- input { [[1i32, 2i32], [3i32, 4i32]] } output { 3i32 [3i32, 4i32] 2i64 }

def main (a: [][]i32) = (a[1, 0], a[1], length a[0])
