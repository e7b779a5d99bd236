-- f16 arithmetic rounds to half precision after every operation.
-- ==
-- entry: basic
-- input { 1.5f16 2.25f16 } output { 3.75f16 -0.75f16 3.375f16 0.6665f16 }
-- entry: precision
-- input { 2048f16 } output { 26624u16 26624u16 26626u16 }
-- entry: overflow
-- input { 65504f16 } output { f16.inf true 31743u16 }
-- entry: sum
-- input { [0.5f16, 0.25f16, 0.125f16, 1f16] } output { 1.875f16 [0.5f16, 0.75f16, 0.875f16, 1.875f16] }
-- entry: specials
-- input { [f16.nan, f16.inf, -f16.inf, -0f16, 6e-8f16] } output { [f16.nan, f16.inf, -f16.inf, -0f16, 6e-8f16] [true, false, false, false, false] [32256u16, 31744u16, 64512u16, 32768u16, 1u16] }
-- entry: conv
-- input { 1.1f32 } output { 15462u16 1.0996094f32 1i32 }
-- input { 70000f32 } output { 31744u16 f32.inf 0i32 }

entry basic (a: f16) (b: f16) = (a + b, a - b, a * b, a / b)
entry precision (x: f16) = (f16.to_bits x, f16.to_bits (x + 1), f16.to_bits (x + 3))
entry overflow (x: f16) = (x * 2, f16.isinf (x + x), f16.to_bits x)
entry sum (xs: []f16) = (f16.sum xs, scan (+) 0 xs)
entry specials (xs: []f16) = (map (+ 0) xs, map f16.isnan xs, map (\x -> if f16.isnan x then 32256 else f16.to_bits x) xs)
entry conv (x: f32) = let h = f16.f32 x in (f16.to_bits h, f32.f16 h, i32.f16 h)
