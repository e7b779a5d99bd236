-- A result size taken from a size parameter of another argument.
-- ==
-- input { [1, 2, 3] 9 } output { [9, 9, 9] }
def fill_like [n] (_xs: [n]i32) (v: i32) : [n]i32 = replicate n v

entry main (xs: []i32) (v: i32) = fill_like xs v
