-- A parametric module passed for a functor-typed parameter whose result
-- lacks a value that the functor type requires.
-- ==
-- error: does not match the functor type .*does not define the value `f`

module type num = { type t val zero: t }
module type mapper = { type t val f: t -> t }
module apply (Mk: (N: num) -> mapper with t = N.t) (N: num) = { module M = Mk N def run = M.f N.zero }
module bad (N: num) = { type t = N.t def g (x: t) = x }
module R = apply bad { type t = i32 def zero = 0i32 }
def main (y: i32) = y
