-- Everyday program z12: indexing with other integer types, local functions over sizes, loops over rows, slices, sizes.
-- ==
-- input { 2i64 3i64 } output { [[0i32, 0i32, 0i32], [0i32, 0i32, 0i32]] }
entry main (n: i64) (m: i64) = unflatten (replicate (n * m) 0i32)
