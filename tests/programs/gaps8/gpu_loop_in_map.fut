-- Language reference probe (gaps8): gpu loop in map.
-- ==
-- input { [1, 5, 10] } output { [0, 5, 6] }
entry main (xs: []i32) =
  map (\x -> let (steps, _) = loop (s, v) = (0, x) while v != 1 do (s + 1, if v % 2 == 0 then v / 2 else 3 * v + 1) in steps) xs
