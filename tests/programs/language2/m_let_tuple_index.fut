-- A tuple of indexing expressions in a let.
-- ==
-- input { [1i32, 2i32, 3i32] } output { 3i32 }
entry main (xs: []i32) = let (a, b) = (xs[0], xs[1]) in a + b
