-- A functor whose parameter is a functor is checked where it is defined:
-- the result of applying the parameter has only what the functor type's
-- result module type gives.
-- ==
-- error: has no member `g`

module type num = { type t val zero: t }
module type mapper = { type t val f: t -> t }
module apply (Mk: (N: num) -> mapper with t = N.t) (N: num) = {
  module M = Mk N
  def run = M.g N.zero
}
def main (y: i32) = y
