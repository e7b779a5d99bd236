-- Everyday program z11: indexing with other integer types, local functions over sizes, loops over rows, slices, sizes.
-- ==
-- input { [1i32, 2i32, 3i32, 4i32] } output { [[1i32, 2i32], [3i32, 4i32]] }
entry main [n] (xs: [n]i32) = unflatten (xs :> [2 * 2]i32)
