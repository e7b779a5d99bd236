-- Passing an array for a unique parameter consumes it.
-- ==
-- error: `xs` is consumed at 8:17 and used again at 9:7

def set0 (a: *[]i32) : *[]i32 = a with [0] = 0

def main (xs: *[]i32) =
  let ys = set0 xs
  in (xs, ys)
