-- Everyday program z13: indexing with other integer types, local functions over sizes, loops over rows, slices, sizes.
-- ==
-- input { [1i32, 2i32, 3i32] } output { [1i32, 2i32, 3i32, 1i32, 2i32, 3i32] }
entry main [n] (xs: [n]i32) = flatten (replicate 2 xs)
