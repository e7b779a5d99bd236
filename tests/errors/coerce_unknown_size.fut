-- A size coercion must name a known size.
-- ==
-- error: unknown size `k`

def main (xs: []i32) = xs :> [k]i32
