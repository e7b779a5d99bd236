-- Two-dimensional array literals.
-- ==
-- input { } output { [[1, 2, 3], [4, 5, 6]] }
entry main = [[1, 2, 3], [4, 5, 6]]
