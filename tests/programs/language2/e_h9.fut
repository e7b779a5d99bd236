-- Everyday program h9: indexing with other integer types, local functions over sizes, loops over rows, slices, sizes.
-- ==
-- input { 3i32 } output { [3i32, 2i32, 1i32] }
entry main (n: i32) = map (\i -> n - i32.i64 i) (iota (i64.i32 n))
