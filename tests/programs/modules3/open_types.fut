-- Types of an opened module used unqualified in definitions, in a module
-- type, and in another module; `local open` of a nested module.
-- ==
-- input { 2f32 } output { 4f32 2f32 6f32 }

module geometry = {
  type point = (f32, f32)
  module ops = { def add ((a, b): point) ((c, d): point) : point = (a + c, b + d) }
}

open geometry

module type shape = { val center: point }

module unit_sq : shape = { def center : point = (0.5, 0.5) }

module mover = {
  local open geometry.ops
  def move (p: point) (d: point) = add p d
}

def main (x: f32) =
  let p : point = (x, x)
  let q = mover.move p p
  in (q.0, (mover.move unit_sq.center (1.5, 0)).0, (ops.add q p).1)
