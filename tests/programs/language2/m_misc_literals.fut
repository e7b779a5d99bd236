-- A lambda bound by let, a hex float with an exponent, 1e3f32.
-- ==
-- input { 2i32 } output { 3i32 0.25f64 1000f32 }
entry main (x: i32) = let f = \y -> y + 1 in (f x, 0x1p-2, 1e3f32)
