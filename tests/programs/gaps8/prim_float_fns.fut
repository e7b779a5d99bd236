-- Language reference probe (gaps8): prim float fns.
-- ==
-- input { 2.5f64 } output { 3.0f64 2.0f64 2.0f64 -2.5f64 1.0f64 3.0f64 0.0f64 6.25f64 }
entry main (x: f64) = (f64.ceil x, f64.floor x, f64.round x, f64.copysign x (-1), f64.sgn x, f64.lerp 2 4 0.5, f64.sinpi 1.0 |> f64.round, f64.fma x x 0)
