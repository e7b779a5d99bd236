-- A unique result that is a slice of a non-unique parameter, through two
-- locals.
-- ==
-- error: Unique-typed return value of `main` is aliased to `xs`

def main (xs: []i64) : *[]i64 =
  let ys = xs[1:]
  let zs = ys
  in zs
