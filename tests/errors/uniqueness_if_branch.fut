-- A consumption in one branch of an `if` counts after the `if`.
-- ==
-- error: `xs` is consumed at 6:22 and used again at 7:7

def main (c: bool) (xs: *[]i32) =
  let ys = if c then xs with [0] = 1 else copy xs
  in (xs, ys)
