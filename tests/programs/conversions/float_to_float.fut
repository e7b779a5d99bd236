-- f32 <-> f64; an f64 out of the f32 range becomes infinity.
-- ==
-- input { 0.1f32 1e40 } output { 0.10000000149011612f64 f32.inf 0.1f32 }
entry main (a: f32) (b: f64) = (f64.f32 a, f32.f64 b, f32.f32 a)
