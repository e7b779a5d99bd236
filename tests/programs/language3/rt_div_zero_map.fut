-- Division by zero inside a map is a run-time error.
-- ==
-- input { [6, 8] [3, 2] } output { [2, 4] }
-- input { [6, 8] [3, 0] } error: division by zero

entry main [n] (xs: [n]i32) (ys: [n]i32) = map2 (/) xs ys
