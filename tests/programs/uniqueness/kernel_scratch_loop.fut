-- A sequential loop inside a map updates a per-thread scratch array in
-- place (a sequentialised loop in a kernel).
-- ==
-- input { [1, 2, 3] } output { [6, 12, 18] }
entry main (xs: []i32) =
  map (\x -> let a = loop a = replicate 4 0i32 for j < 4 do a with [j] = x * j
             in reduce (+) 0 a) xs
