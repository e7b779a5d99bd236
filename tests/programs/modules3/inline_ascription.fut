-- Ascriptions in module expressions: an anonymous structure ascribed in
-- place, a functor argument ascribed in the application, and an
-- ascribed alias.
-- ==
-- input { 5 } output { 6 12 5 }

module type S = { val f: i32 -> i32 }
module app (P: S) = { def g (x: i32) = P.f x * 2 - x }

module A = ({ def f (x: i32) = x + 1 def secret = 0i32 } : S)
module B = app ({ def f (x: i32) = x + x / 2 } : S)
module C : S = A

def main (x: i32) = (A.f x, B.g x + 3, C.f x - 1)
