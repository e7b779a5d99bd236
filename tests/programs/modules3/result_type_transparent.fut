-- A functor's result module type that names the parameter's type
-- (`{ type t = P.t ... }`), so results mix with the argument's values,
-- and one that adds a type of its own.
-- ==
-- input { 5 } output { 6 10 2 }

module type elem = { type t val one: t val add: t -> t -> t }

module succ (P: elem) : { type t = P.t val succ: t -> t } = {
  type t = P.t
  def succ (x: t) = P.add x P.one
}

module boxed (P: elem) : { type box val mk: P.t -> box val twice: box -> P.t } = {
  type box = (P.t, P.t)
  def mk (x: P.t) = (x, x)
  def twice ((a, b): box) = P.add a b
}

module I = { type t = i32 def one = 1i32 def add (a: i32) (b: i32) = a + b }
module S = succ I
module B = boxed I

def main (x: i32) = (S.succ x, B.twice (B.mk x), S.succ (I.one))
