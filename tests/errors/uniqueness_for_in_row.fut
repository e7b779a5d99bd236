-- The variable of `for x in xss` aliases `xss`: consuming it is not allowed.
-- ==
-- error: a loop body may only consume .* it consumes `x` \(which aliases `xss`\)

def main (xss: *[][]i32) =
  loop s = 0 for x in xss do
    let x[0] = 1
    in s + x[0]
