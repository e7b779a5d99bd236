-- abs and sgn on integers and floats.
-- ==
-- input { -5 -2.5f32 } output { 5 -1 2.5f32 -1f32 }
-- input { 0 0f32 } output { 0 0 0f32 0f32 }
-- input { 7 3f32 } output { 7 1 3f32 1f32 }
entry main (a: i32) (b: f32) = (i32.abs a, i32.sgn a, f32.abs b, f32.sgn b)
-- ==
-- entry: i8s
-- input { -128i8 } output { -128i8 -1i8 }
entry i8s (a: i8) = (i8.abs a, i8.sgn a)
-- ==
-- entry: u8s
-- input { 200u8 } output { 200u8 1u8 }
-- input { 0u8 } output { 0u8 0u8 }
entry u8s (a: u8) = (u8.abs a, u8.sgn a)
