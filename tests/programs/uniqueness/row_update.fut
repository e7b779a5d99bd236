-- Replacing a whole row of a matrix in place.
-- ==
-- input { [[1, 2], [3, 4], [5, 6]] } output { [[1, 2], [9, 9], [5, 6]] }
entry main (xss: *[][2]i32) =
  let xss[1] = [9, 9]
  in xss
