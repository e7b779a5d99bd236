-- A D2Q5 lattice-Boltzmann diffusion on a periodic grid: five particle
-- distributions per cell (a record), collision towards the equilibrium,
-- then streaming with `rotate`.  Mass is conserved; a uniform field
-- stays uniform.
-- ==
-- entry: main
-- input { 10i32 1.2f32 [[1f32, 0f32, 0f32], [0f32, 4f32, 0f32], [0f32, 0f32, 1f32], [0f32, 0f32, 0f32]] }
-- output { true true 6f32 }
-- ==
-- entry: uniform
-- input { 5i32 } output { true }

type cell = {c: f32, e: f32, w: f32, n: f32, s: f32}

def weights : [5]f32 = [1 / 3, 1 / 6, 1 / 6, 1 / 6, 1 / 6]

def density (x: cell) : f32 = x.c + x.e + x.w + x.n + x.s

def equilibrium (rho: f32) : cell =
  {c = weights[0] * rho, e = weights[1] * rho, w = weights[2] * rho,
   n = weights[3] * rho, s = weights[4] * rho}

def collide (omega: f32) (x: cell) : cell =
  let eq = equilibrium (density x)
  let relax a b = a + omega * (b - a)
  in {c = relax x.c eq.c, e = relax x.e eq.e, w = relax x.w eq.w,
      n = relax x.n eq.n, s = relax x.s eq.s}

def stream [h][w] (g: [h][w]cell) : [h][w]cell =
  let field f = map (map f) g
  -- east-moving populations come from the west neighbour, and so on
  let e = map (rotate (-1)) (field (.e))
  let west = map (rotate 1) (field (.w))
  let n = rotate 1 (field (.n))
  let s = rotate (-1) (field (.s))
  let c = field (.c)
  in map5 (map5 (\c e w n s -> {c, e, w, n, s})) c e west n s

def step [h][w] (omega: f32) (g: [h][w]cell) : [h][w]cell =
  stream (map (map (collide omega)) g)

def run [h][w] (steps: i32) (omega: f32) (rho: [h][w]f32) : [h][w]f32 =
  let g = map (map equilibrium) rho
  let g = loop g for _i < steps do step omega g
  in map (map density) g

entry main [h][w] (steps: i32) (omega: f32) (rho: [h][w]f32) =
  let out = run steps omega rho
  let mass0 = f32.sum (flatten rho)
  let mass1 = f32.sum (flatten out)
  let spread xs = f32.maximum xs - f32.minimum xs
  in (f32.abs (mass0 - mass1) < 1e-3, spread (flatten out) < spread (flatten rho),
      f32.round mass1)

entry uniform (steps: i32) =
  let out = run steps 1 (replicate 3 (replicate 4 2f32))
  in all (\x -> f32.abs (x - 2) < 1e-5) (flatten out)
