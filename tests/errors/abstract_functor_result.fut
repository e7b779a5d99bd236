-- A functor's result module type hides the types it declares abstractly,
-- at every application.
-- ==
-- error: \(#C.t\)

module type counter = { type t val zero: t val incr: t -> t val value: t -> i64 }
module mk_counter (P: { val step: i64 }) : counter = {
  type t = i64
  def zero = 0i64
  def incr (x: t) = x + P.step
  def value (x: t) = x
}
module C = mk_counter { def step = 2i64 }
def main (n: i64) = C.incr n
