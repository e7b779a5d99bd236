-- Language reference probe (gaps8): with refine.
module type S = { type t type u val f: t -> u }
module type S2 = S with t = i32 with u = bool
module M : S2 = { type t = i32 type u = bool def f (x: i32) = x > 0 }
module type H = { module X: S }
module N : H with X.t = f32 = { module X = { type t = f32 type u = f32 def f (x: f32) = x * 2 } }
-- ==
-- input { } output { true 4.0f32 }
entry main = (M.f 3, N.X.f 2)
