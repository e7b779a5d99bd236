-- Language reference probe (gaps8): gpu record arr.
type particle = {pos: [2]f32, vel: [2]f32, id: i32}
def step (p: particle) : particle = p with pos = map2 (+) p.pos p.vel
-- ==
-- input { [[0f32,0f32],[1f32,1f32]] [[1f32,2f32],[3f32,4f32]] } output { [[2f32,4f32],[7f32,9f32]] [0,1] }
entry main (ps: [][2]f32) (vs: [][2]f32) =
  let parts = map3 (\p v i -> {pos = p, vel = v, id = i32.i64 i}) ps vs (indices ps)
  let out = map (step >-> step) parts
  in (map (.pos) out, map (.id) out)
