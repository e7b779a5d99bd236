-- Module types of parametric modules: `(X: mt1) -> mt2` and `mt1 -> mt2`.
module type num = { type t val one: t }
module type res = { val r: i32 }
module type maker = (X: num) -> res
module type maker2 = num -> res
module Apply (Mk: maker) = Mk { type t = i32 def one = 1i32 }
module Mk1 (X: num) = { def r = 41i32 }
module R = Apply Mk1
module Use2 (M: maker2) = { module Q = M { type t = bool def one = true } def s = Q.r + 1 }
module U = Use2 Mk1
-- ==
-- input { } output { 41 42 }
entry main = (R.r, U.s)
