-- A sealed module with operator members whose types name its abstract
-- type: used infix, qualified, and as a section.
-- ==
-- input { 1 } output { 3 2 }

module type num = { type t val (+): t -> t -> t val zero: t val one: t val to_i: t -> i32 }
module N: num = { type t = i32 def (+) (a: i32) (b: i32) = a i32.+ b def zero = 0i32 def one = 1i32 def to_i (x: t) = x }
def alt (x: N.t) = x N.+ N.one
def sec = (N.+) N.one
def main (k: i32) = (N.to_i (N.one N.+ N.one N.+ N.zero) + k, N.to_i (alt (sec N.zero)))
