-- Updating a whole row and a single element of a 2-D array.
-- ==
-- input { [[1, 2], [3, 4]] } output { [[7, 7], [3, 9]] }
entry main (m: *[][2]i32) =
  let m = m with [0] = [7, 7]
  in m with [1, 1] = 9
