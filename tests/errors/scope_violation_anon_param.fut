-- An anonymous parameter size is inferred, but not as a size bound inside
-- the body (`m` below): scope violation.
-- ==
-- error: argument 2 of `zip`: Sizes ".*" and "m" do not match

def tag (xs: []i32) =
  let m = 3
  in zip xs (iota m)

entry main (xs: []i32) = tag xs
