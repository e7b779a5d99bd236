-- Language reference, "Causality restriction": `zs` is bound after `h`,
-- so its size is not known where `apply` is used.
-- ==
-- error: Causality check: size `n` needed for type of `apply`.*computed at .*:10:12

def apply [n] (g: [n]i32 -> [n]i32) : [n]i32 -> [n]i32 = g

entry main (xs: []i32) =
  let h = apply (map (+ 1))
  let zs = filter (> 0) xs
  in h zs
