-- to_bits and from_bits reinterpret a float's bits.
-- ==
-- input { 1f32 -2f32 1.0 } output { 1065353216u32 3221225472u32 4607182418800017408u64 1f32 }
entry main (a: f32) (b: f32) (c: f64) = (f32.to_bits a, f32.to_bits b, f64.to_bits c, f32.from_bits 1065353216u32)
