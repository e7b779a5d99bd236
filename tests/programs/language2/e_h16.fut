-- Everyday program h16: indexing with other integer types, local functions over sizes, loops over rows, slices, sizes.
-- ==
-- input { [1i32, 2i32] } output { [1i32, 2i32, 0i32] }
entry main [n] (xs: [n]i32) = let ys = replicate (n + 1) 0 in ys with [0:n] = xs
