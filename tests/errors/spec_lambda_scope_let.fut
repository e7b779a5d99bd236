-- A lambda's anonymous parameter size is chosen by whoever applies the
-- lambda; it may not become a size bound inside the lambda's body (error
-- index "scope-violation"), even when the lambda is never applied.
-- ==
-- error: Sizes ".*" and "m" do not match: "m" is made inside the function.*scope violation

entry main (xs: []i32) =
  let g = \(ys: []i32) -> let m = 2 in zip ys (iota m)
  in length xs
