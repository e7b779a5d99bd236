-- `real with t = f64` is not matched by f32.
-- ==
-- error: does not match `type t = f64`

module F (R: real with t = f64) = { def half (x: R.t) = x / 2 }
module A = F f32
def main (y: f64) = y
