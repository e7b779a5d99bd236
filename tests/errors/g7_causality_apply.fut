-- Language reference, "Causality restriction": the size of `apply` is
-- that of the array `filter` makes, after `apply` is used.
-- ==
-- error: Causality check: size `n` needed for type of `apply`.*computed at .*:9:35

def apply [n] (g: [n]i32 -> [n]i32) : [n]i32 -> [n]i32 = g

entry main (xs: []i32) =
  let h = apply (\ys -> ys) in h (filter (>0) xs)
