-- Module ascription as a module expression, `(M : mt)`, and a parametric
-- module written as a lambda with a result module type.
module type S = { val f: i32 -> i32 }
module A = ({ def f (x: i32) = x + 1 def g = 3i32 } : S)
module F = \(X: S) : S -> { def f (x: i32) = X.f (X.f x) }
module B = F A
-- ==
-- input { 1 } output { 2 3 }
entry main (x: i32) = (A.f x, B.f x)
