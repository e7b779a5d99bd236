-- `type~` and `type^` specifications: a module hiding an array of any
-- length, and one whose type is a function type; a plain `type`
-- definition also matches the lifted specifications.
-- ==
-- input { 3 } output { 3i64 7 9 2 }

module type bag = { type~ bag val of_n: i64 -> bag val len: bag -> i64 }
module type fn = { type^ f val mk: i32 -> f val run: f -> i32 -> i32 }
module type lifted_plain = { type^ t val v: t val get: t -> i32 }

module B : bag = {
  type~ bag = []i32
  def of_n (n: i64) : bag = iota n |> map i32.i64
  def len (b: bag) = length b
}

module Fn : fn = {
  type^ f = i32 -> i32
  def mk (k: i32) : f = \x -> x + k
  def run (g: f) (x: i32) = g x
}

module P : lifted_plain = { type t = i32 def v = 2i32 def get (x: i32) = x }

def main (x: i32) =
  (B.len (B.of_n (i64.i32 x)), Fn.run (Fn.mk 4) x, Fn.run (Fn.mk x) (x * 2), P.get P.v)
