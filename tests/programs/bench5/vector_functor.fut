-- Generic numerical code over vector spaces: a functor gives each space
-- gradient descent and a polyline length; it is applied to the 2-D
-- record space of the library and to a local 4-D space written with
-- arrays of a fixed size.
-- ==
-- entry: main
-- input { } output { 5f32 2f32 true 1.5f32 true }

import "lib/vspace"

local module vec4 : vector with t = [4]f32 = {
  type t = [4]f32
  def zero : t = replicate 4 0
  def (+) (a: t) (b: t) : t = map2 (f32.+) a b
  def (-) (a: t) (b: t) : t = map2 (f32.-) a b
  def scale (s: f32) (a: t) : t = map (s *) a
  def dot (a: t) (b: t) = f32.sum (map2 (*) a b)
  def map (f: f32 -> f32) (a: t) : t = tabulate 4 (\i -> f a[i])
}

module mk_numeric (V: vector) = {
  open (mk_ops V)
  def path_length [n] (ps: [n]V.t) : f32 =
    if n < 2 then 0
    else f32.sum (map2 (\a b -> f32.sqrt (norm_sq (b V.- a))) (init ps) (tail ps))
  -- minimise |x - target|² by gradient steps
  def descend (target: V.t) (rate: f32) (steps: i32) (x0: V.t) : V.t =
    loop x = x0 for _i < steps do
      let grad = V.scale 2 (x V.- target)
      in x V.- V.scale rate grad
}

module N2 = mk_numeric vec2
module N4 = mk_numeric vec4

entry main =
  let pts : []vec2.t = [{x = 0, y = 0}, {x = 3, y = 4}, {x = 3, y = 4}]
  let len = N2.path_length pts
  let c = N2.centroid [{x = 1, y = 1}, {x = 3, y = 3}]
  let t2 : vec2.t = {x = 1, y = -2}
  let x2 = N2.descend t2 0.25 20 vec2.zero
  let ok2 = vec2.dot (x2 vec2.- t2) (x2 vec2.- t2) < 1e-6
  let t4 = [1, 2, 3, 0f32]
  let x4 = N4.descend t4 0.1 100 vec4.zero
  let mid = N4.lerp vec4.zero (vec4.map f32.abs [-3, 3, -3, 3]) 0.5
  in (len, c.x, ok2, mid[2], N4.norm_sq (x4 vec4.- t4) < 1e-6)
