-- Compile error (Futhark's "Source array for in-place update might alias
-- update value"): a row of the array, bound by `let`, written back into the
-- same array; the message names both and the alias between them.
-- ==
-- error: 9:21: error: Source array for in-place update `xss` might alias the update value `row`: the value written into `xss` aliases it \(through `xss`\)

def main (xss: *[][]i32) =
  let row = xss[1]
  in xss with [0] = row
