-- Everyday program z1: indexing with other integer types, local functions over sizes, loops over rows, slices, sizes.
-- ==
-- input { 3i64 } output { [0i32, 0i32, 0i32] }
def f (n: i64) : [n]i32 = replicate n 0
entry main (n: i64) = f n
