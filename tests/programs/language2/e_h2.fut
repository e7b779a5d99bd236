-- Everyday program h2: indexing with other integer types, local functions over sizes, loops over rows, slices, sizes.
-- ==
-- input { [1i32, 2i32, 3i32] } output { [2i32, 3i32, 1i32] }
def f [n] (xs: [n]i32) = let g (i: i64) = xs[(i + 1) % n] in map g (iota n)
entry main (xs: []i32) = f xs
