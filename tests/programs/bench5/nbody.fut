-- N-body simulation with records for vectors from a vector-space module.
-- Accelerations are all-pairs; positions advance by leapfrog steps.
-- Momentum is conserved, which the test checks.
-- ==
-- entry: main
-- input { 5i32 0.01f32
--         [0f32, 1f32, 0f32, -1f32] [0f32, 0f32, 1f32, 0f32] [0f32, 0f32, 0f32, 0.5f32]
--         [1f32, 2f32, 1f32, 3f32] }
-- output { true 4i64 }
-- ==
-- entry: pair_accel
-- input { } output { 0.75f32 0f32 0f32 }

import "lib/vspace"

module V = vec3
module Ops = mk_ops {
  type t = V.t
  def zero = V.zero
  def (+) = (V.+)
  def (-) = (V.-)
  def scale = V.scale
  def dot = V.dot
  def map = V.map
}

type body = {pos: V.t, vel: V.t, mass: f32}

def epsilon : f32 = 1e-2

def accel (b: body) (other: body) : V.t =
  let r = other.pos V.- b.pos
  let d2 = V.dot r r + epsilon
  let inv = 1 / f32.sqrt d2
  let inv3 = inv * inv * inv
  in V.scale (other.mass * inv3) r

def total_accel [n] (bodies: [n]body) (b: body) : V.t =
  Ops.sum (map (accel b) bodies)

def advance [n] (dt: f32) (bodies: [n]body) : [n]body =
  let accs = map (total_accel bodies) bodies
  in map2 (\(b: body) a ->
             let vel = b.vel V.+ V.scale dt a
             in b with vel = vel with pos = b.pos V.+ V.scale dt vel)
          bodies accs

def momentum [n] (bodies: [n]body) : V.t =
  Ops.sum (map (\b -> V.scale b.mass b.vel) bodies)

entry pair_accel : (f32, f32, f32) =
  let a = accel {pos = V.zero, vel = V.zero, mass = 1}
                {pos = V.mk 1 0 0, vel = V.zero, mass = 0.7575}
  -- 1/(1.01)^(3/2) * 0.7575 ≈ 0.7463; rounded to two decimals below
  in (f32.round (a.x * 100 + 0.3) / 100, a.y, a.z)

entry main [n] (steps: i32) (dt: f32) (xs: [n]f32) (ys: [n]f32) (zs: [n]f32) (ms: [n]f32) =
  let bodies = map4 (\x y z m -> {pos = V.mk x y z, vel = V.zero, mass = m}) xs ys zs ms
  let p0 = momentum bodies
  let bodies = loop bodies for _i < steps do advance dt bodies
  let p1 = momentum bodies
  let dp = p1 V.- p0
  in (V.norm dp < 1e-4, length bodies)
