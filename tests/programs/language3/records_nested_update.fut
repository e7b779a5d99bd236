-- Nested record updates and field access.
-- ==
-- input { 1.0f32 2.0f32 } output { 1.0f32 5.0f32 3i32 true }

type vec = {x: f32, y: f32}
type particle = {pos: vec, vel: vec, id: i32, alive: bool}

entry main (x: f32) (y: f32) =
  let p : particle = {pos = {x, y}, vel = {x = 0, y = 3}, id = 2, alive = false}
  let p = p with pos.y = p.pos.y + p.vel.y
  let p = p with id = p.id + 1
  let p = p with alive = true
  in (p.pos.x, p.pos.y, p.id, p.alive)
