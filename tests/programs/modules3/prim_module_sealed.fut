-- Numeric modules sealed with module types of their own: an abstract `t`
-- used through the listed members, a transparent `t`, and an operator.
-- ==
-- input { 4f32 } output { 2.0 7.141593f32 5i64 }

module M : { type t val sqrt: t -> t val f32: f32 -> t val to_f64: t -> f64 } = f32
module N : { type t = f32 val pi: t } = f32
module O : { type t val (+): t -> t -> t val i32: i32 -> t val to_i64: t -> i64 } = i64

def main (x: f32) = (M.to_f64 (M.sqrt (M.f32 x)), N.pi + x, O.to_i64 (O.i32 2 O.+ O.i32 3))
