-- In a partly annotated loop pattern the annotated parameter keeps its
-- declared size: `filter` may not change it, even though the unannotated
-- counter beside it is free.
-- ==
-- error: the loop body's result does not match the loop parameter's declared type: Sizes "n" and "\?m" do not match

entry main [n] (xs: [n]i32) =
  let (_, ys) = loop (steps, ys: [n]i32) = (0i32, xs) while steps < 3 do (steps + 1, filter (> 0) ys)
  in ys
