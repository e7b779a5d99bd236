-- A loop whose parameter is declared with the function's own `n` gets
-- an array of unknown size from its body (a filter); the unknown size is
-- not called `?n`, nor `?m` (a local of the body).
-- ==
-- error: Sizes "n" and "\?k" do not match

def shrink [n] (xs: [n]i32) (m: i32) =
  loop (ys: [n]i32) = xs for _i < 3 do filter (> m) ys

entry main (xs: []i32) = shrink xs 0
