-- min and max of the numeric modules.
-- ==
-- input { -3 7 } output { -3 7 }
entry main (a: i32) (b: i32) = (i32.min a b, i32.max a b)
-- ==
-- entry: u8s
-- input { 200u8 100u8 } output { 100u8 200u8 }
entry u8s (a: u8) (b: u8) = (u8.min a b, u8.max a b)
-- ==
-- entry: f32s
-- input { -0.5f32 0.25f32 } output { -0.5f32 0.25f32 }
entry f32s (a: f32) (b: f32) = (f32.min a b, f32.max a b)
-- ==
-- entry: u64s
-- input { 18446744073709551615u64 1u64 } output { 1u64 18446744073709551615u64 }
entry u64s (a: u64) (b: u64) = (u64.min a b, u64.max a b)
