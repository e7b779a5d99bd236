-- Negative zero: equal to zero, but its sign shows in division, in its
-- bits and in copysign.
-- ==
-- entry: negz
-- input { -0f32 } output { true -f32.inf 2147483648u32 true }
-- input { 0f32 } output { true f32.inf 0u32 false }
-- entry: negz64
-- input { -0f64 } output { 9223372036854775808u64 0u64 }
-- entry: make
-- input { 0f32 } output { 2147483648u32 2147483648u32 2147483648u32 }
-- entry: roundtrip
-- input { -0f32 } output { -0f32 }

entry negz (x: f32) = (x == 0, 1 / x, f32.to_bits x, f32.copysign 1 x < 0)
entry negz64 (x: f64) = (f64.to_bits x, f64.to_bits (f64.abs x))
entry make (z: f32) = (f32.to_bits (-z), f32.to_bits (f32.copysign z (-1)), f32.to_bits (f32.ceil (-0.5 + z)))
entry roundtrip (x: f32) = x
