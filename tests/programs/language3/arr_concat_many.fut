-- concat and ++ with several operands and of rows.
-- ==
-- input { [1, 2] [3] } output { [1, 2, 3, 1, 2] [[1, 2], [3, 4], [5, 6]] 5i64 }

entry main (a: []i32) (b: []i32) =
  let x = a ++ b ++ a
  let m = concat [[1, 2]] ([[3, 4], [5, 6]])
  in (x, m, length x)
