-- Everyday program z2: indexing with other integer types, local functions over sizes, loops over rows, slices, sizes.
-- ==
-- input { [1i32, 2i32, 3i32] 1i64 } output { [2i32, 3i32] [1i32] }
entry main (xs: []i32) (i: i64) = (xs[i:], xs[:i])
