-- Updating a copy leaves the original unchanged.
-- ==
-- input { [1, 2, 3] } output { [1, 2, 3] [1, 2, 0] }
entry main (a: []i32) = let b = copy a in (a, b with [2] = 0)
