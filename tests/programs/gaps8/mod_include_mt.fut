-- Language reference probe (gaps8): mod include mt.
module type A = { type t val a: t }
module type B = { include A val b: t -> i32 }
module M : B with t = f32 = { type t = f32 def a = 1.5f32 def b (x: f32) = i32.f32 (x * 2) }
-- ==
-- input { } output { 3 1.5f32 }
entry main = (M.b M.a, M.a)
