-- A compile error (mixed_types).
-- ==
-- error: expected .i32., found .f32.

entry main = 1i32 + 1f32
