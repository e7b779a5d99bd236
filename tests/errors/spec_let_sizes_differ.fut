-- One size `n` for two `filter` results: their sizes differ.
-- ==
-- error: Sizes ".*" and ".*" do not match

entry main (xs: []i32) =
  let [n] (a: [n]i32, b: [n]i32) = (filter (> 0) xs, filter (< 0) xs)
  in zip a b
