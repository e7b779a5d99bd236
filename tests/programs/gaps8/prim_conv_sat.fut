-- Language reference probe (gaps8): prim conv sat.
-- ==
-- input { 3.99f32 -3.99f32 } output { 3 -3 3u8 4.0f32 -4.0f32 }
entry main (a: f32) (b: f32) = (i32.f32 a, i32.f32 b, u8.f32 a, f32.round a, f32.round b)
