-- AD in f32 and f16, and conversions between float types inside the
-- differentiated function.
-- ==
-- entry: in_f32
-- input { 1.0f32 }
-- output { 0.5403023f32 2.7182817f32 0.25f32 }
-- entry: in_f16
-- input { 2.0f16 }
-- output { 4.0f16 0.5f16 }
-- entry: widen
-- input { [1.0f32, 2.0f32] }
-- output { [2.0f32, 4.0f32] }

entry in_f32 (x: f32) =
  (jvp f32.sin x 1, vjp f32.exp x 1, jvp (\x -> f32.sqrt (x + 3)) x 1)

entry in_f16 (x: f16) = (jvp (\x -> x * x) x 1, vjp f16.log x 1)

-- Squares summed in f64.
entry widen (xs: []f32) = vjp (\xs -> f64.sum (map (\x -> f64.f32 x * f64.f32 x) xs)) xs 1
