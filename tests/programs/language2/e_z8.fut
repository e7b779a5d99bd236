-- Everyday program z8: indexing with other integer types, local functions over sizes, loops over rows, slices, sizes.
-- ==
-- input { [1i32, 2i32, 3i32] } output { 2i32 }
entry main (xs: []i32) = let ys = xs[1:] in ys[0]
