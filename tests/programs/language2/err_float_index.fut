-- A compile error (float_index).
-- ==
-- error: not an integral type

entry main (xs: []i32) = xs[1.0f32]
