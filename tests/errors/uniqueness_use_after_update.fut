-- Using an array after an in-place update consumed it.
-- ==
-- error: `xs` is consumed at 6:12 and used again at 7:7

def main (xs: *[]i32) =
  let ys = xs with [0] = 1
  in (xs[0], ys)
