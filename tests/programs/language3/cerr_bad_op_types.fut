-- Adding an integer and a float is a compile error (no implicit
-- conversions).
-- ==
-- error: .

entry main (x: i32) (y: f32) = x + y
