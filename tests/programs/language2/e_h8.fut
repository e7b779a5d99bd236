-- Everyday program h8: indexing with other integer types, local functions over sizes, loops over rows, slices, sizes.
-- ==
-- input { [1i32, 2i32, 3i32] } output { [0i64, 1i64, 2i64] [1i32, 2i32, 3i32] }
entry main (xs: []i32) = unzip (zip (indices xs) xs)
