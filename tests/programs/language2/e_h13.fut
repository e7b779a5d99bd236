-- Everyday program h13: indexing with other integer types, local functions over sizes, loops over rows, slices, sizes.
-- ==
-- input { [1.5f32, -2.5f32] } output { [1i32, -2i32] [2i32, -2i32] }
entry main (xs: []f32) = (map i32.f32 xs, map (f32.round >-> i32.f32) (map (+ 0.1) xs))
