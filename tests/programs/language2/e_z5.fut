-- Everyday program z5: indexing with other integer types, local functions over sizes, loops over rows, slices, sizes.
-- ==
-- input { 2f32 } output { 4f32 }
entry main (x: f32) = (\(y: f32) : f32 -> y * 2) x
