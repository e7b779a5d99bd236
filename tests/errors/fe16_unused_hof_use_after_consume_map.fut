-- A never-called definition maps its functional parameter, consumes the
-- array through a helper and then uses it again.
-- ==
-- error: Using `xs`, but this was consumed

def bump (xs: *[]i64) : *[]i64 = xs with [0] = xs[0] + 1

def tally 'a (key: a -> i64) (items: []a) (xs: *[]i64) : i64 =
  let ks = map key items
  let ys = bump xs
  in ys[0] + xs[0] + i64.sum ks

entry main (n: i64) = i64.sum (iota n)
