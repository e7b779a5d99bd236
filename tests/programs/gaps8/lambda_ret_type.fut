-- Lambdas with a return type annotation.
-- ==
-- input { [1,2] } output { [2.0f32, 4.0f32] [[1,1],[2,2]] }
entry main (xs: []i32) = (map (\x: f32 -> f32.i32 x * 2) xs, map (\x: [2]i32 -> [x, x]) xs)
