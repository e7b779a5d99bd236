-- Language reference probe (gaps8): mod functor ret functor.
module type T = { type t val v: t }
module type U = { val get: i32 }
module Outer (X: T) : (Y: T) -> U = \(Y: T) -> { def get = 1i32 }
module O = Outer { type t = i32 def v = 1i32 }
module P = O { type t = bool def v = true }
-- ==
-- input { } output { 1 }
entry main = P.get
