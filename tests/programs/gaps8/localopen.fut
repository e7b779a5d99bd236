-- Language reference probe (gaps8): localopen.
-- ==
-- input { 3 4 } output { 7 1.0f32 255u8 }
entry main (x: i32) (y: i32) = (i32.(x + y), f32.(sqrt 1), u8.(highest))
