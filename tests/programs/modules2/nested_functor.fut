-- A functor defined inside a functor's body, applied outside.
-- ==
-- input { [1, 2, 3] } output { 6 }

module type num = { type t val add: t -> t -> t val zero: t }
module Sum (N: num) = {
  type t = N.t
  def sum [n] (xs: [n]t) = reduce N.add N.zero xs
  module Nested (M: num with t = N.t) = { def both (a: t) = N.add a M.zero }
}
module I = { type t = i32 def add (a: i32) (b: i32) = a i32.+ b def zero = 0i32 }
module S = Sum I
module SN = S.Nested I
def main (xs: []i32) = SN.both (S.sum xs)
