-- Everyday program z15: indexing with other integer types, local functions over sizes, loops over rows, slices, sizes.
-- ==
-- input { [1i32, 2i32, 3i32] } output { [1i32, 2i32, 3i32, 4i32] }
entry main (xs: []i32) = xs ++ [4]
