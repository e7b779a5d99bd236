-- Rounding functions: round is to nearest even, floor and ceil of
-- negative halves, trunc; the infinities and nan pass through.
-- ==
-- entry: rounds
-- input { [2.5f32, -2.5f32, 3.5f32, -0.5f32, 0.49999997f32] } output { [2f32, -2f32, 4f32, -0f32, 0f32] [2f32, -3f32, 3f32, -1f32, 0f32] [3f32, -2f32, 4f32, -0f32, 1f32] [2f32, -2f32, 3f32, -0f32, 0f32] }
-- entry: specials
-- input { [f64.inf, -f64.inf, f64.nan] } output { [f64.inf, -f64.inf, f64.nan] [f64.inf, -f64.inf, f64.nan] }
-- entry: big
-- input { 4503599627370497.5f64 } output { 4503599627370498f64 }

entry rounds (xs: []f32) = (map f32.round xs, map f32.floor xs, map f32.ceil xs, map f32.trunc xs)
entry specials (xs: []f64) = (map f64.round xs, map f64.floor xs)
entry big (x: f64) = f64.round x
