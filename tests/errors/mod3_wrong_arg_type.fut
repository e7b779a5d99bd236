-- A functor argument's value has another type than the parameter's
-- module type specifies.
-- ==
-- error: does not match `val op : t -> t -> t`

module type monoid = { type t val ne: t val op: t -> t -> t }
module F (M: monoid) = { def twice (x: M.t) = M.op x x }
module bad = { type t = i32 def ne = 0i32 def op (a: i32) = a }
module X = F bad
def main (y: i32) = y
