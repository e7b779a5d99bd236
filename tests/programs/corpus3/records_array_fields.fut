-- Arrays of records with array fields, updated by map in a loop and in
-- place (with copies of the rows written back).
-- ==
-- input { 4i64 }
-- output { [[6.0f32, 12.0f32], [7.0f32, 12.0f32], [8.0f32, 12.0f32], [9.0f32, 12.0f32]] [true, true, true, true] [1.0f32, 0.0f32, 1.0f32, 1.0f32] }

type particle = {pos: [2]f32, vel: [2]f32, alive: bool}

def step (dt: f32) (p: particle) : particle =
  let pos = map2 (\x v -> x + dt * v) p.pos p.vel
  in p with pos = pos with alive = pos[0] < 10

entry main (n: i64) =
  let ps = tabulate n (\i -> {pos = [f32.i64 i, 0], vel = [1, 2], alive = true})
  let ps = loop ps for _i < 3 do map (step 2) ps
  let ps[0] = copy ps[0] with alive = true
  let ps = ps with [1] = (copy ps[1] with vel = [0, 0])
  in (map (.pos) ps, map (.alive) ps, map (\p -> p.vel[0]) ps)
