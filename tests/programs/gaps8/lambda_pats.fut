-- Language reference probe (gaps8): lambda pats.
-- ==
-- input { [1,2] [3,4] } output { [4,6] [3,8] [-2,-2] }
entry main (xs: []i32) (ys: []i32) =
  let rs = map2 (\x y -> {x, y}) xs ys
  in (map (\{x, y} -> x + y) rs, map (\(a, b) -> a * b) (zip xs ys), map (\{x = a, y = b} -> a - b) rs)
