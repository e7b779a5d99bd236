-- A unique field that is a parameter which is not unique.
-- ==
-- error: Unique-typed return value of `wrap` is aliased to `xs`, which is not consumable

def wrap (xs: []f64) : {vals: *[]f64, n: i64} = {vals = xs, n = length xs}

def main (xs: []f64) = (wrap xs).n
