-- Everyday program h12: indexing with other integer types, local functions over sizes, loops over rows, slices, sizes.
-- ==
-- input { [1i32, 2i32, 3i32, 4i32] } output { [1i32, 3i32] [2i32, 4i32] }
entry main [n] (xs: [n]i32) = (xs[0::2], xs[1::2])
