-- `let a[i] = row` with an incomplete index.
-- ==
-- input { [[1,2],[3,4]] } output { [[1,2],[7,8]] [[1,0],[7,0]] }
entry main (a: *[][]i32) =
  let a[1] = [7, 8]
  let b = copy a
  let b[:, 1] = [0, 0]
  in (a, b)
