-- A functor's result module type hides the helpers of its body, and its
-- abstract type is a new type at each application.
-- ==
-- input { 4 } output { 16 8 }

module type acc = { type t val init: i32 -> t val get: t -> i32 val bump: t -> t }

module mk (P: { val factor: i32 }) : acc = {
  type t = i32
  def helper (x: i32) = x * P.factor
  def init (x: i32) : t = helper x
  def get (x: t) = x
  def bump (x: t) : t = x + P.factor
}

module A = mk { def factor = 3i32 }
module B = mk { def factor = 2i32 }

def main (x: i32) = (A.get (A.bump (A.init x)) + 1, B.get (B.init x))
