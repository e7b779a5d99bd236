-- A ray-marched tunnel (in the spirit of Accelerate's tunnel example):
-- every pixel marches a ray through a scene of signed-distance shapes
-- (a sum type) with `loop ... while` until it hits or gives up; the
-- hit's depth and a checker texture on the tunnel wall give the shade.
-- The scene is an array of shapes reduced with `min` per step.
-- ==
-- entry: render
-- input { 4i64 3i64 0f32 } auto output
-- random input { 24i64 16i64 1.5f32 } auto output
-- ==
-- entry: march_one
-- input { 0f32 0f32 } output { true 9.0f32 }
-- input { 0f32 10f32 } output { false 0f32 }

type v3 = (f32, f32, f32)

def (+.) ((a, b, c): v3) ((x, y, z): v3) : v3 = (a + x, b + y, c + z)
def (-.) ((a, b, c): v3) ((x, y, z): v3) : v3 = (a - x, b - y, c - z)
def scale (s: f32) ((a, b, c): v3) : v3 = (s * a, s * b, s * c)
def norm ((a, b, c): v3) = f32.sqrt (a * a + b * b + c * c)
def normalise (v: v3) = scale (1 / norm v) v

type shape = #tube f32            -- infinite cylinder along z, radius
           | #sphere v3 f32       -- centre, radius
           | #plane v3 f32        -- unit normal, offset

def sdf (p: v3) (s: shape) : f32 =
  match s
  case #tube r -> r - f32.sqrt (p.0 * p.0 + p.1 * p.1)
  case #sphere c r -> norm (p -. c) - r
  case #plane (nx, ny, nz) d -> p.0 * nx + p.1 * ny + p.2 * nz + d

def scene_dist [k] (scene: [k]shape) (p: v3) : f32 =
  #[sequential] f32.minimum (map (sdf p) scene)

type hit = {hit: bool, depth: f32, at: v3}

def march [k] (scene: [k]shape) (origin: v3) (dir: v3) : hit =
  let (t, steps, done) =
    loop (t, steps, done) = (0f32, 0i32, false) while !done && steps < 200 && t < 50 do
      let d = scene_dist scene (origin +. scale t dir)
      in if d < 1e-3 then (t, steps, true) else (t + d, steps + 1, false)
  in {hit = done, depth = if done then t else 0, at = origin +. scale t dir}

def checker ((x, y, z): v3) : f32 =
  let a = f32.atan2 y x
  let u = i64.f32 (f32.floor (a * 4 / f32.pi))
  let v = i64.f32 (f32.floor z)
  in if (u + v) % 2 == 0 then 1 else 0.5

def tunnel_scene (time: f32) : [3]shape =
  [#tube 2, #sphere (f32.sin time, 0, 8 + time) 0.7, #plane (0, 0, -1) 30]

entry render (w: i64) (h: i64) (time: f32) : [h][w]f32 =
  let scene = tunnel_scene time
  let eye = (0, 0, time)
  in tabulate_2d h w (\i j ->
       let x = (f32.i64 j + 0.5) / f32.i64 w * 2 - 1
       let y = (f32.i64 i + 0.5) / f32.i64 h * 2 - 1
       let r = march scene eye (normalise (x, y, 1.5))
       in if r.hit then checker r.at / (1 + 0.1 * r.depth) else 0)

-- A ray along +z from (sx, sy, 0): through the sphere's centre it hits at
-- depth 9; ten units off the axis it reaches the far plane at depth 30.
entry march_one (sx: f32) (sy: f32) : (bool, f32) =
  let scene = [#sphere (0, 0, 10) 1, #plane (0, 0, -1) 30] : [2]shape
  let r = march scene (sx, sy, 0) (0, 0, 1)
  in if r.hit && r.depth < 20 then (true, f32.round r.depth) else (false, 0)
