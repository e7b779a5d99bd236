-- Everyday program z3: indexing with other integer types, local functions over sizes, loops over rows, slices, sizes.
-- ==
-- input { [5i32, 6i32] } output { [5i32, 7i32] }
entry main [n] (xs: [n]i32) = map (\(i, x) -> x + i32.i64 i) (zip (iota n) xs)
