-- head of an empty array is an out-of-bounds error.
-- ==
-- input { empty([0]i32) } error: (out of bounds|index)
entry main (xs: []i32) = head xs
