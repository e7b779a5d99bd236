-- A small n-body step written with records, as users write it: a vector
-- type with operators, bodies as records, accelerations by map/reduce,
-- and the state advanced by a loop.
-- ==
-- input { [0f32, 1f32] [0f32, 0f32] [1f32, 1f32] 1i32 }
-- output { [0.08838835f32, 0.91161165f32] [0f32, 0f32] }
-- input { [0f32] [0f32] [2f32] 3i32 }
-- output { [0f32] [0f32] }

type vec = {x: f32, y: f32}
type body = {pos: vec, vel: vec, mass: f32}

def (a: vec) +| (b: vec) : vec = {x = a.x + b.x, y = a.y + b.y}
def (a: vec) -| (b: vec) : vec = {x = a.x - b.x, y = a.y - b.y}
def scale (k: f32) (v: vec) : vec = {x = k * v.x, y = k * v.y}
def dot (a: vec) (b: vec) = a.x * b.x + a.y * b.y
def zero : vec = {x = 0, y = 0}

def accel (eps: f32) (b: body) (other: body) : vec =
  let d = other.pos -| b.pos
  let r2 = dot d d + eps
  in scale (other.mass / (r2 * f32.sqrt r2)) d

def step [n] (dt: f32) (bs: [n]body) : [n]body =
  let acc (b: body) = reduce (+|) zero (map (accel 1 b) bs)
  in map (\b -> let v = b.vel +| scale dt (acc b)
                in b with vel = v with pos = b.pos +| scale dt v) bs

entry main [n] (xs: [n]f32) (ys: [n]f32) (ms: [n]f32) (steps: i32) =
  let bs = map3 (\x y m -> {pos = {x, y}, vel = zero, mass = m}) xs ys ms
  let bs = loop bs for _i < steps do step 0.5 bs
  in (map (.pos.x) bs, map (.pos.y) bs)
