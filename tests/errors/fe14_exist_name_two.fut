-- Two unknown sizes in one message, in a function whose own size is
-- `n`: neither is called `?n`.
-- ==
-- error: Sizes "\?m" and "\?k" do not match \("\?m" is the unknown size of the result of `filter` at .*; "\?k" is the unknown size of the result of `filter` at

def pairs [n] (xs: [n]i32) =
  let a = filter (> 0) xs
  let b = filter (< 0) xs
  in zip a b

entry main (xs: []i32) = pairs xs
