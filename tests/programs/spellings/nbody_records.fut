-- n-body over records: `map3 (\x y z -> {x, y, z})` is a map whose lambda
-- returns its parameters after the records pass (ir/simplify.cpp: its
-- results are its inputs), so no kernel copies the coordinates first.
-- ==
-- random input { [1]f32 [1]f32 [1]f32 [1]f32 } auto output
-- random input { [67]f32 [67]f32 [67]f32 [67]f32 } auto output
-- structure { SegRed 1 SegMap 0 }
type v3 = {x: f32, y: f32, z: f32}
def add (a: v3) (b: v3) : v3 = {x = a.x + b.x, y = a.y + b.y, z = a.z + b.z}
def accel (p: v3) (q: v3) (m: f32) : v3 =
  let d = {x = q.x - p.x, y = q.y - p.y, z = q.z - p.z}
  let r2 = d.x * d.x + d.y * d.y + d.z * d.z + 1e-3
  let inv = 1 / f32.sqrt r2
  let s = m * inv * inv * inv
  in {x = d.x * s, y = d.y * s, z = d.z * s}
def main [n] (xs: [n]f32) (ys: [n]f32) (zs: [n]f32) (ms: [n]f32) : ([n]f32, [n]f32, [n]f32) =
  let ps = map3 (\x y z -> {x, y, z}) xs ys zs
  let as = map (\p -> reduce add {x = 0, y = 0, z = 0} (map2 (accel p) ps ms)) ps
  in (map (.x) as, map (.y) as, map (.z) as)
