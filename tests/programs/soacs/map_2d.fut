-- A perfect two-dimensional map nest.
-- ==
-- input { [[1i32, 2i32], [3i32, 4i32]] } output { [[2i32, 3i32], [4i32, 5i32]] }
-- random input { [5][200]i32 } auto output
-- compiled random input { [300][200]i32 } auto output

def main (a: [][]i32) = map (\row -> map (+1) row) a
