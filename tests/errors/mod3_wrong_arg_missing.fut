-- A functor argument lacks a member of the parameter's module type.
-- ==
-- error: does not define the value `one`

module type ring = { type t val zero: t val one: t }
module F (R: ring) = { def two = (R.zero, R.one) }
module bad = { type t = i32 def zero = 0i32 }
module X = F bad
def main (y: i32) = y
