-- filter on rows of a two-dimensional array.
-- ==
-- input { [[1i32, 2i32], [3i32, 4i32], [5i32, 6i32]] } output { [[1i32, 2i32], [5i32, 6i32]] }

def main (xss: [][]i32) = filter (\r -> r[0] != 3) xss
