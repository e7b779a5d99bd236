-- isnan, isinf, nan and inf constants, comparisons with nan.
-- ==
-- input { 0f32 }
-- output { true false true true false false f32.inf -f32.inf true }
-- input { 1f32 }
-- output { false false true false false false 1f32 1f32 true }

entry main (x: f32) =
  ( f32.isnan (x / x), f32.isinf (x / x), f32.isnan f32.nan, f32.isinf (1 / x)
  , f32.nan == f32.nan, f32.nan < 1, 1 / x, -1 / x * (1 - 2 * x) , f32.inf == f32.highest )
