-- A user-written engine as a module ascribed to the library's module type
-- (the state is abstract outside), and a distribution over it.
-- ==
-- input { 5i64 } output { [3i64, 4i64, 5i64, 6i64, 7i64] true }

import "lib/github.com/acme/random/random"

module counter_engine: rng_engine with int.t = i64 = {
  module int = i64
  type rng = i64
  def rng_from_seed [n] (s: [n]i32) = i64.sum (map i64.i32 s)
  def split_rng (n: i64) (x: rng) : [n]rng = map (+ x) (iota n)
  def join_rng [n] (xs: [n]rng) = i64.maximum xs
  def rand (x: rng) = (x + 1, x)
  def min = 0i64
  def max = 1000i64
}

module D = uniform_int_distribution i64 counter_engine

def main (n: i64) =
  let r = counter_engine.rng_from_seed [1, 2]
  let rs = counter_engine.split_rng n r
  let xs = map (\r -> (D.rand (0, 100) r).1) rs
  let (_, y) = counter_engine.rand (counter_engine.join_rng rs)
  in (xs, y >= counter_engine.min)
