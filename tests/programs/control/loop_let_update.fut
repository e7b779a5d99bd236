-- `let xs[i] = v` inside a loop body.
-- ==
-- input { [1, 2, 3, 4] } output { [1, 3, 6, 10] }
entry main (xs: []i32) =
  let n = length xs
  in loop ys = copy xs for i in 1..<n do
       let ys[i] = ys[i] + ys[i - 1]
       in ys
