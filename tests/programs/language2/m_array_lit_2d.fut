-- A 2-D array literal with default element type.
-- ==
-- input { } output { [[1i32, 2i32], [3i32, 4i32]] }
entry main = [[1, 2], [3, 4]]
