-- A functor over `real` may use only what `real` specifies.
-- ==
-- error: has no member `popc`

module F (R: real) = { def bits (x: R.t) = R.popc x }
def main (x: i32) = x
