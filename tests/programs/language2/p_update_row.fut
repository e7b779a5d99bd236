-- An in-place update of a whole row.
-- ==
-- input { [[1i32, 2i32], [3i32, 4i32]] } output { [[1i32, 2i32], [30i32, 40i32]] }
entry main (xss: *[][]i32) = xss with [1] = map (* 10) xss[1]
