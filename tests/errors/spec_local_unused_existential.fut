-- error index "unused-existential", in a local function's return type.
-- ==
-- error: Existential size `k` not used as array size

entry main (xs: []i32) =
  let f (ys: []i32) : ?[k].i32 = ys[0]
  in f xs
