-- A functor whose parameter is itself a functor (higher-order module).
-- ==
-- input { [1, 2, 3] } output { 18 }

module type num = { type t val zero: t val add: t -> t -> t val double: t -> t }

module type mapper = { type t val f: t -> t }

module apply_twice (Mk: (N: num) -> mapper with t = N.t) (N: num) = {
  module M = Mk N
  def run [n] (xs: [n]N.t) : N.t = reduce N.add N.zero (map (M.f >-> M.f) xs)
}

module doubler (N: num) : mapper with t = N.t = {
  type t = N.t
  def f (x: t) = N.add x N.zero
}

module int_num = { type t = i32 def zero = 0i32 def add (a: i32) (b: i32) = a + b def double (x: i32) = 2 * x }

module D (N: num) : mapper with t = N.t = { type t = N.t def f (x: t) = N.double x }

module R = apply_twice D int_num
module R2 = apply_twice doubler int_num

def main (xs: []i32) = R.run xs / 2 + R2.run xs
