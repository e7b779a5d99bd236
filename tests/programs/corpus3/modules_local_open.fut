-- Local opens M.(e), open inside a let, module aliases, qualified
-- operators and types, and the numeric modules passed to functors.
-- ==
-- input { 3.0f32 4.0f32 }
-- output { 5.0f32 25.0f32 7i32 2.0f64 }

module vec2 = {
  type t = {x: f32, y: f32}
  def norm (v: t) = f32.sqrt (v.x * v.x + v.y * v.y)
  def dot (a: t) (b: t) = a.x * b.x + a.y * b.y
  def (+) (a: t) (b: t) : t = {x = a.x f32.+ b.x, y = a.y f32.+ b.y}
}

module V = vec2

module num_utils (N: numeric) = {
  def sq (x: N.t) = x N.* x
  def sum3 (a: N.t) (b: N.t) (c: N.t) = a N.+ b N.+ c
}

module I = num_utils i32
module D = num_utils f64

entry main (x: f32) (y: f32) =
  let v : V.t = {x, y}
  let w = vec2.(v + {x = 0, y = 0})
  in (V.norm w, V.dot v v, I.sum3 1 2 4, D.sq (f64.sqrt 2) |> f64.round)
