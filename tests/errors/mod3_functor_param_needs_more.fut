-- A parametric module passed for a functor-typed parameter that needs
-- more of its argument than the functor type's parameter gives.
-- ==
-- error: does not match the functor type .*does not define the value `one`

module type num = { type t val zero: t }
module type mapper = { type t val f: t -> t }
module apply (Mk: (N: num) -> mapper with t = N.t) (N: num) = { module M = Mk N def run = M.f N.zero }
module greedy (N: { type t val zero: t val one: t }) = { type t = N.t def f (_: t) = N.one }
module R = apply greedy { type t = i32 def zero = 0i32 def one = 1i32 }
def main (y: i32) = y
