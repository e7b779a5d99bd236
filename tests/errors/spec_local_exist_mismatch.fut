-- A local function's existential result size is unknown at each call:
-- not the size of the argument.  The message says where the unknown
-- size was made.
-- ==
-- error: Sizes "n" and "\?m" do not match \("\?m" is the unknown size of the result of `f` at

entry main [n] (xs: [n]i32) =
  let f (ys: [n]i32) : ?[k].[k]i32 = filter (> 0) ys
  in map2 (+) xs (f xs)
