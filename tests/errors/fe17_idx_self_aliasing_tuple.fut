-- Compile error (error index "self-aliasing-arg"): a tuple of one array twice passed for a consuming tuple parameter.
-- ==
-- error: 9:11: error: Argument passed for consuming parameter is self-aliased: two components of the argument for the consuming parameter of `fill` alias `a`

def fill (t: *([]f64, []f64)) : f64 = t.0[0] + t.1[0]

def main (n: i64) =
  let a = replicate n 1f64
  in fill (a, a)
