-- A functor whose parameter is a functor is checked where it is defined:
-- the result's abstract type is not the argument's type.
-- ==
-- error: expected .*found

module type num = { type t val zero: t }
module type mapper = { type t val f: t -> t }
module apply (Mk: (N: num) -> mapper) (N: num) = {
  module M = Mk N
  def run = M.f N.zero
}
def main (y: i32) = y
