-- Operators of a sealed module through a local open and an open.
-- ==
-- input { 1 } output { 6 }

module type num = { type t val (+): t -> t -> t val one: t val to_i: t -> i32 }
module N: num = { type t = i32 def (+) (a: i32) (b: i32) = a i32.+ b def one = 1i32 def to_i (x: t) = x }
def a = N.(to_i (one + one))
module U = { open N def b = to_i (one + one + one) }
def main (k: i32) = a + U.b + k
