-- An array cannot be consumed twice.
-- ==
-- error: `xs` is consumed at 6:11 and used again at 7:11

def main (xs: *[]i32) =
  let a = xs with [0] = 1
  let b = xs with [1] = 2
  in (a, b)
