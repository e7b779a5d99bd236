-- Partial application of a top-level function.
-- ==
-- input { [1, 2, 3] } output { [11, 12, 13] }
def add (x: i32) (y: i32) = x + y
entry main (xs: []i32) = map (add 10) xs
