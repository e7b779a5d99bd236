-- IEEE arithmetic with infinities and overflow.
-- ==
-- entry: ops
-- input { f32.inf } output { f32.nan f32.nan 0f32 true f32.inf }
-- entry: math
-- input { -1f64 0f64 } output { f64.nan -f64.inf f64.inf f64.inf }
-- entry: overflow
-- input { [3e38f32, -3e38f32, 1e-45f32] } output { [f32.inf, -f32.inf, 0f32] }

entry ops (x: f32) = (x - x, x * 0, 1 / x, x > 3.4e38, x + 3.4e38)
entry math (a: f64) (z: f64) = (f64.sqrt a, f64.log z, f64.exp 1000, f64.highest * 2)
entry overflow (xs: []f32) = map (\x -> x * 10 / 10 - (if x < 1e-30 then x else 0)) xs
