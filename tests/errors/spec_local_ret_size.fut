-- A local function's declared result size against a `filter` result.
-- ==
-- error: Function body does not have expected type.*Sizes "n" and "\?m" do not match \("\?m" is the unknown size of the result of `filter`

entry main [n] (xs: [n]i32) =
  let f (ys: [n]i32) : [n]i32 = filter (> 0) ys
  in f xs
