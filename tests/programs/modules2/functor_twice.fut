-- A functor applied to its own result (F (F A)), both results ascribed.
-- ==
-- input { 5 } output { 60 700 }

module type S = { type t val mk: i32 -> t val un: t -> i32 }
module A: S = { type t = i32 def mk (x: i32) = x def un (x: t) = x }
module F (X: S) : S = { type t = X.t def mk (x: i32) = X.mk (x + 1) def un (x: t) = X.un x * 10 }
module B = F A
module C = F (F A)
def main (x: i32) = (B.un (B.mk x), C.un (C.mk x))
