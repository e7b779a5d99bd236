-- Everyday program h18: indexing with other integer types, local functions over sizes, loops over rows, slices, sizes.
-- ==
-- input { [3i32, 1i32] } output { [1i32, 3i32] }
entry main [n] (xs: [n]i32) = if xs[0] > xs[1] then [xs[1], xs[0]] else xs
