-- Language reference probe (gaps8): gpu hof map.
-- ==
-- input { [1,2,3] } output { [3, 5, 7] [2, 4, 6] }
entry main (xs: []i32) =
  let compose f g x = f (g x)
  let h = compose (+1) (*2)
  in (map h xs, map (\x -> (\f -> f x) (*2)) xs)
