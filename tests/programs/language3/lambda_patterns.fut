-- Lambdas with tuple, record and wildcard parameter patterns.
-- ==
-- input { [1, 2, 3] [4, 5, 6] } output { [4, 10, 18] [1, 2, 3] 6 }

entry main [n] (xs: [n]i32) (ys: [n]i32) =
  let prods = map (\(a, b) -> a * b) (zip xs ys)
  let firsts = map (\{x, y = _} -> x) (map2 (\x y -> {x, y}) xs ys)
  let total = reduce (\a b -> a + b) 0 (map (\_ -> 1) xs) + 3
  in (prods, firsts, total)
