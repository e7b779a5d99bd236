-- map1, map2..map5 with lambdas and operator sections.
-- ==
-- input { [1i32, 2i32] [10i32, 20i32] }
-- output { [2i32, 3i32] [11i32, 22i32] [21i32, 42i32] [31i32, 62i32] [41i32, 82i32] }

entry main [n] (xs: [n]i32) (ys: [n]i32) =
  ( map1 (+ 1) xs, map2 (+) xs ys, map3 (\a b c -> a + b + c) xs ys ys
  , map4 (\a b c d -> a + b + c + d) xs ys ys ys
  , map5 (\a b c d e -> a + b + c + d + e) xs ys ys ys ys )
