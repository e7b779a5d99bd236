-- gamma, lgamma, erf and erfc.
-- ==
-- input { 5.0f64 } output { 24.0f64 3.1780538303479458f64 1.0f64 1.5374597944280351e-12f64 }
-- input { 0.5f64 } output { 1.7724538509055159f64 0.5723649429247001f64 0.5204998778130465f64 0.4795001221869535f64 }

entry main (x: f64) = (f64.gamma x, f64.lgamma x, f64.erf x, f64.erfc x)

-- ==
-- entry: single
-- input { 4.0f32 } output { 6.0f32 0.0f32 }

entry single (x: f32) = (f32.gamma x, f32.erf (x - x))
