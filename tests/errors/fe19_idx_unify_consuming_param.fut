-- Error index "unify-consuming-param", a program of runic's own: a consuming function bound to a local with a non-consuming type.
-- ==
-- error: Parameter types `\[\?m\]i64` and `\*\[\?n\]i64` are incompatible regarding consuming their arguments

def drain (buf: *[]i64) : i64 = let buf[0] = 0 in i64.sum buf
def main (xs: []i64) =
  let total : []i64 -> i64 = drain
  in total xs
