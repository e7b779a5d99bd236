-- Everyday program h4: indexing with other integer types, local functions over sizes, loops over rows, slices, sizes.
-- ==
-- input { [1i32, 2i32, 3i32] } output { 2i64 }
entry main (xs: []i32) = let i = loop i = 0 while i < length xs && xs[i] < 3 do i + 1 in i
