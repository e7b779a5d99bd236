-- f16 arithmetic, conversions and functions.
-- ==
-- input { [1.5f16, 2.25f16, -3.0f16] }
-- output { 0.75f16 [2.25f16, 5.0625f16, 9.0f16] [1.5f32, 2.25f32, -3.0f32] [1.2247449f16, 1.5f16, 0.0f16] }

entry main (xs: []f16) =
  ( f16.sum xs
  , map (\x -> x * x) xs
  , map f32.f16 xs
  , map (\x -> if x < 0 then 0 else f16.sqrt x) xs )
