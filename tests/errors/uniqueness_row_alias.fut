-- A row of a matrix aliases the matrix; an element does not.
-- ==
-- error: `r` aliases `xss`, which is consumed at 8:7

def main (xss: *[][]i32) =
  let r = xss[0]
  let e = xss[0, 0]
  let xss[1, 1] = e
  in (r, xss)
