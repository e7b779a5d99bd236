-- An unannotated functional parameter, never used: the use after
-- consumption is still found.
-- ==
-- error: Using `xs`, but this was consumed

def f g (xs: *[]i32) : i32 =
  let ys = xs with [0] = g 1i32
  in ys[0] + xs[0]

entry main (x: i32) = x
