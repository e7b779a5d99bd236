-- Everyday program h17: indexing with other integer types, local functions over sizes, loops over rows, slices, sizes.
-- ==
-- input { [1i32, 2i32] } output { 3i32 }
entry main (xs: []i32) = #[sequential] #[unsafe] reduce (+) 0 xs
