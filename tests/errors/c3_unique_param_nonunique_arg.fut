-- Compile error: an in-place update of a row of a non-unique parameter.
-- ==
-- error: Would consume `xss`, which is not consumable

def main (xss: [][]i32) =
  let xss[0, 0] = 1
  in xss
