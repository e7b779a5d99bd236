-- A local function's anonymous parameter size, as a lambda's.
-- ==
-- error: argument 2 of `zip`: Sizes ".*" and "m" do not match: "m" is made inside the function

entry main (xs: []i32) =
  let pair_with (ys: []i32) = let m = 3 in zip ys (iota m)
  in pair_with xs
