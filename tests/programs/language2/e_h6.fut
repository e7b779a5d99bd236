-- Everyday program h6: indexing with other integer types, local functions over sizes, loops over rows, slices, sizes.
-- ==
-- input { 2f32 } output { 6.2831855f32 8f32 }
entry main (x: f32) = (f32.pi * x, x ** 3)
