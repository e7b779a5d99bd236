-- Applying a parametric module twice gives two modules; abstract types from
-- each are used consistently.
module type C = { type t val zero: t val inc: t -> t val get: t -> i32 }
module Counter (X: { val step: i32 }) : C = { type t = i32 def zero = 0i32 def inc (x: i32) = x + X.step def get (x: i32) = x }
module A = Counter { def step = 1i32 }
module B = Counter { def step = 10i32 }
-- ==
-- input { } output { 2 10 }
entry main = (A.get (A.inc (A.inc A.zero)), B.get (B.inc B.zero))
