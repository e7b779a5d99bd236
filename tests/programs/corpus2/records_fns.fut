-- Records: construction, field access, nested records, record update with
-- `with`, record patterns in parameters and lets, records in arrays (as
-- arrays of records), and functions taking and returning records.
-- ==
-- input { [1f32, 2f32, 3f32] [0f32, 0f32, 1f32] }
-- output { [1.5f32, 2.5f32, 3.5f32] [0f32, 0f32, 2f32] 3i32 7.5f32 [2f32, 3f32, 4f32] }

type vec = {x: f32, y: f32}
type body = {pos: vec, vel: vec, id: i32}

def vadd (a: vec) (b: vec) : vec = {x = a.x + b.x, y = a.y + b.y}
def scale (s: f32) ({x, y}: vec) : vec = {x = s * x, y = s * y}

def advance (dt: f32) (b: body) : body =
  b with pos = vadd b.pos (scale dt b.vel)
    with vel.y = b.vel.y * 2

entry main [n] (xs: [n]f32) (ys: [n]f32) =
  let bodies = map3 (\x y i -> {pos = {x, y}, vel = {x = 1, y = y}, id = i32.i64 i}) xs ys (iota n)
  let moved = map (advance 0.5) bodies
  let last_id = (last moved).id + 1
  let {pos = {x = _, y = _}, vel = _, id = _} = moved[0]
  let sx = f32.sum (map (\b -> b.pos.x) moved)
  let shifted = map (\(b: body) -> (b with pos.x = b.pos.x + 1).pos.x) bodies
  in (map (.pos.x) moved, map (.vel.y) moved, last_id, sx, shifted)
