-- Nested record updates with `with` on paths, record field punning and
-- field order independence of record literals.
-- ==
-- input { 1.0f32 2.0f32 }
-- output { 10.0f32 2.0f32 3 true }

type point = {x: f32, y: f32}
type body = {pos: point, mass: i32, alive: bool}

entry main (x: f32) (y: f32) =
  let b : body = {mass = 3, pos = {y, x}, alive = false}
  let b = b with pos.x = 10
  let b = b with alive = true
  in (b.pos.x, b.pos.y, b.mass, b.alive)
