-- curry and uncurry.
-- ==
-- input { [1, 2] [10, 20] } output { [11, 22] 7 }
entry main [n] (xs: [n]i32) (ys: [n]i32) =
  (map (uncurry (+)) (zip xs ys), curry (\(a, b) -> a * b + 1) 2 3)
