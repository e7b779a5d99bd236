-- Operator specs in module types: `val (+^): ...` and `val +^ ...`.
module type ops = { type t val (+^): t -> t -> t val *^ : t -> t -> t }
module I : ops with t = i32 = { type t = i32 def (+^) (a: i32) (b: i32) = a + b def (*^) (a: i32) (b: i32) = a * b }
-- ==
-- input { } output { 7 }
entry main = I.(1 +^ 2 *^ 3)
