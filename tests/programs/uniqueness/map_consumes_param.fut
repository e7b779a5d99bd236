-- A map lambda may consume its own parameter (each row is updated in
-- place); the map then consumes the array, here a unique parameter.
-- ==
-- input { [[1, 2], [3, 4]] } output { [[0, 2], [0, 4]] }
entry main (xss: *[][]i32) =
  map (\(r: *[]i32) -> r with [0] = 0) xss
