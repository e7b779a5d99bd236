-- `include` in module types: a module type extended twice, and a functor
-- taking the smallest one.
-- ==
-- input { 3 } output { 9 6 4 }

module type has_t = { type t val zero: t }
module type addable = { include has_t val add: t -> t -> t }
module type ring = { include addable val mul: t -> t -> t val one: t }

module int_ring : ring with t = i32 = {
  type t = i32
  def zero = 0i32
  def one = 1i32
  def add (a: i32) (b: i32) = a + b
  def mul (a: i32) (b: i32) = a * b
}

module sums (A: addable) = {
  def twice (x: A.t) = A.add x (A.add x A.zero)
}

module S = sums int_ring

def main (x: i32) = (int_ring.mul x x, S.twice x, int_ring.add x int_ring.one)
