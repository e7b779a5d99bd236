-- floor, ceil, trunc and round (halfway cases to even, as Futhark).
-- ==
-- input { 2.5 } output { 2.0 3.0 2.0 2.0 }
-- input { -2.5 } output { -3.0 -2.0 -2.0 -2.0 }
-- input { 3.5 } output { 3.0 4.0 3.0 4.0 }
-- input { -0.2 } output { -1.0 -0.0 -0.0 -0.0 }
entry main (x: f64) = (f64.floor x, f64.ceil x, f64.trunc x, f64.round x)
-- ==
-- entry: f32s
-- input { 1.7f32 } output { 1f32 2f32 1f32 2f32 }
entry f32s (x: f32) = (f32.floor x, f32.ceil x, f32.trunc x, f32.round x)
