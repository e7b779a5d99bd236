-- Language reference probe (gaps8): functor functor.
module type T = { type t val x: t }
module F (A: T) = \(B: T) -> { type t = (A.t, B.t) def x = (A.x, B.x) }
module G (A: T) (B: T) = { def y = (B.x, A.x) }
module I = { type t = i32 def x = 1i32 }
module J = { type t = bool def x = true }
module K = F I J
module L = G I J
-- ==
-- input { } output { 1 true true 1 }
entry main = (K.x.0, K.x.1, L.y.0, L.y.1)
