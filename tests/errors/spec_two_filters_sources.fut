-- Two unknown sizes that differ: the message names where each was made.
-- ==
-- error: Sizes "\?n" and "\?m" do not match \("\?n" is the unknown size of the result of `filter` at .*:6:.*; "\?m" is the unknown size of the result of `filter` at .*:7:

entry main (xs: []i32) =
  let a = filter (> 0) xs
  let b = filter (< 0) xs
  in zip a b
