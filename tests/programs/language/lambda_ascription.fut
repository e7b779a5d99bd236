-- Lambdas with typed parameters and return-type ascriptions, lambdas with
-- tuple and wildcard parameters, and lambdas of several parameters passed
-- to map2/map3.
-- ==
-- input { [1i8, -2i8, 3i8] } output { [-1i8, 2i8, -3i8] [2i32, -4i32, 6i32] [0i8, 0i8, 0i8] [1i8, -2i8, 3i8] 3i64 }
-- input { empty([0]i8) } output { empty([0]i8) empty([0]i32) empty([0]i8) empty([0]i8) 0i64 }

entry main [n] (xs: [n]i8) =
  ( map (\x : i8 -> -x) xs
  , map (\(x: i8) : i32 -> i32.i8 x * 2) xs
  , map2 (\x (y: i8) : i8 -> x + y) xs (map (\x -> -x) xs)
  , map3 (\x _ (_, z) -> x + z - z) xs (iota n) (zip xs xs)
  , reduce (\(a: i64) (b: i64) : i64 -> a + b) 0 (map (\_ -> 1) xs) )
