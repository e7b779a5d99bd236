-- Other spellings: operators in module types (`val +`, `val (*)`),
-- `with` on a named module type, an anonymous functor `\(X: S) -> ...`,
-- `include` of a module, `open import`, `local open`, qualified operator
-- sections `(A.+)`, backticked qualified names.
-- ==
-- input { 7 } output { 14 18 5 6 }
-- input { -1 } output { -2 2 5 6 }

module type addable = { type t val + : t -> t -> t val (*) : t -> t -> t }
module type int_addable = addable with t = i32
module A : int_addable = { type t = i32 def (+) (a: i32) (b: i32) = a i32.+ b def (*) (a: i32) (b: i32) = a i32.* b }
module Twice = \(X: addable) -> { def twice (x: X.t) = x X.+ x }
module T = Twice A
module B = {
  include A
  def sq (x: i32) = x A.* x
  def mul (a: i32) (b: i32) = a * b
}
module C = { open import "lib/five" }
local open B
def f (x: i32) = reduce (A.+) 0 [x, x] + (x `B.mul` 0) + sq 2
def main (x: i32) = (T.twice x, f x, C.c + 0, (`B.mul` 3) 2)
