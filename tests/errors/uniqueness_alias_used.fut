-- A variable aliasing a consumed array cannot be used.
-- ==
-- error: `y` aliases `x`, which is consumed at 7:7; `y` is used again at 8:7

def main (x: *[]i32) =
  let y = x
  let x[0] = 1
  in (y, x)
