-- Record types and record values in modules: fields, updates and
-- patterns across the module boundary.
-- ==
-- input { 1f32 2f32 } output { 3f32 4f32 5f32 }

module point = {
  type t = {x: f32, y: f32}
  def mk (x: f32) (y: f32) : t = {x, y}
  def shift (d: f32) (p: t) : t = p with x = p.x + d
  def sum ({x, y}: t) = x + y
}

def main (a: f32) (b: f32) =
  let p = point.shift 2 (point.mk a b)
  let q : point.t = {x = 1, y = p.y + 2}
  in (p.x, q.y, point.sum q)
