-- A slice aliases its array.
-- ==
-- error: `s` aliases `xs`, which is consumed at 7:7

def main (xs: *[]i32) =
  let s = xs[1:3]
  let xs[0] = 5
  in (s, xs)
