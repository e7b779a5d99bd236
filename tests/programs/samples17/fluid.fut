-- Stable fluids (Stam; Accelerate's fluid example) on an (n+2) x (n+2)
-- grid with a one-cell border: density and velocity are diffused by
-- Jacobi iterations, advected backwards along the velocity with
-- bilinear interpolation, and the velocity is projected to be
-- divergence free.  Boundaries mirror (velocity) or copy (density).
-- ==
-- entry: simulate
-- input { 4i64 3i32 0.1f32 0.0001f32 0.0001f32 10i32 }
-- auto output
-- input { 12i64 4i32 0.05f32 0.001f32 0f32 8i32 }
-- auto output
-- ==
-- entry: mass
-- input { 16i64 5i32 0.1f32 0f32 10i32 }
-- output { true }

module real = f32
type real = real.t

type grid [m] = [m][m]real

-- Which boundary rule: 1 mirrors x-velocity at the left/right walls, 2
-- mirrors y-velocity at the top/bottom walls, 0 copies (scalars).
type bound = #scalar | #u | #v

def set_bnd [m] (b: bound) (x: grid [m]) : grid [m] =
  let n = m - 2
  let flip_lr = match b case #u -> -1 case _ -> 1
  let flip_tb = match b case #v -> -1 case _ -> 1
  in tabulate_2d m m (\i j ->
       let i' = i64.max 1 (i64.min n i)
       let j' = i64.max 1 (i64.min n j)
       let edge_i = i == 0 || i == m - 1
       let edge_j = j == 0 || j == m - 1
       in if edge_i && edge_j then
            -- corners: average of the two neighbours
            (x[i', j] * flip_tb + x[i, j'] * flip_lr) / 2
          else if edge_i then x[i', j] * flip_tb
          else if edge_j then x[i, j'] * flip_lr
          else x[i, j])

-- Jacobi iterations for x = (x0 + a * sum of neighbours) / c.
def lin_solve [m] (b: bound) (iters: i32) (x0: grid [m]) (a: real) (c: real) : grid [m] =
  loop x = x0 for _k < iters do
    let inner = tabulate_2d m m (\i j ->
                  if i == 0 || j == 0 || i == m - 1 || j == m - 1 then x[i, j]
                  else #[unsafe] (x0[i, j] + a * (x[i-1, j] + x[i+1, j] + x[i, j-1] + x[i, j+1])) / c)
    in set_bnd b inner

def diffuse [m] (b: bound) (iters: i32) (x0: grid [m]) (diff: real) (dt: real) : grid [m] =
  let n = real.i64 (m - 2)
  let a = dt * diff * n * n
  in lin_solve b iters x0 a (1 + 4 * a)

#[inline]
def bilinear [m] (d0: grid [m]) (x: real) (y: real) : real =
  let n = real.i64 (m - 2)
  let x = real.max 0.5 (real.min (n + 0.5) x)
  let y = real.max 0.5 (real.min (n + 0.5) y)
  let i0 = i64.f32 x
  let j0 = i64.f32 y
  let s1 = x - real.i64 i0
  let t1 = y - real.i64 j0
  in (1 - s1) * ((1 - t1) * d0[i0, j0] + t1 * d0[i0, j0+1])
     + s1 * ((1 - t1) * d0[i0+1, j0] + t1 * d0[i0+1, j0+1])

def advect [m] (b: bound) (d0: grid [m]) (u: grid [m]) (v: grid [m]) (dt: real) : grid [m] =
  let dt0 = dt * real.i64 (m - 2)
  let inner = tabulate_2d m m (\i j ->
                let x = real.i64 i - dt0 * u[i, j]
                let y = real.i64 j - dt0 * v[i, j]
                in bilinear d0 x y)
  in set_bnd b inner

def project [m] (iters: i32) (u: grid [m]) (v: grid [m]) : (grid [m], grid [m]) =
  let h = 1 / real.i64 (m - 2)
  let interior i j = i > 0 && j > 0 && i < m - 1 && j < m - 1
  let div = tabulate_2d m m (\i j ->
              if interior i j
              then -0.5 * h * (u[i+1, j] - u[i-1, j] + v[i, j+1] - v[i, j-1])
              else 0) |> set_bnd #scalar
  let p = lin_solve #scalar iters div 1 4
  let u' = tabulate_2d m m (\i j -> if interior i j then u[i, j] - 0.5 * (p[i+1, j] - p[i-1, j]) / h else u[i, j])
  let v' = tabulate_2d m m (\i j -> if interior i j then v[i, j] - 0.5 * (p[i, j+1] - p[i, j-1]) / h else v[i, j])
  in (set_bnd #u u', set_bnd #v v')

type state [m] = {dens: grid [m], u: grid [m], v: grid [m]}

def step [m] (iters: i32) (dt: real) (diff: real) (visc: real) (s: state [m]) : state [m] =
  let u = diffuse #u iters s.u visc dt
  let v = diffuse #v iters s.v visc dt
  let (u, v) = project iters u v
  let u' = advect #u u u v dt
  let v' = advect #v v u v dt
  let (u, v) = project iters u' v'
  let dens = diffuse #scalar iters s.dens diff dt
  let dens = advect #scalar dens u v dt
  in {dens, u, v}

-- A blob of density in the middle and a swirl of velocity.
def initial (n: i64) : state [n+2] =
  let m = n + 2
  let c = real.i64 m / 2
  let dens = tabulate_2d m m (\i j -> let dx = real.i64 i - c
                                      let dy = real.i64 j - c
                                      in if dx*dx + dy*dy < c then 1 else 0)
  let u = tabulate_2d m m (\i j -> (real.i64 j - c) / real.i64 m)
  let v = tabulate_2d m m (\i j -> (c - real.i64 i) / real.i64 m)
  in {dens = set_bnd #scalar dens, u = set_bnd #u u, v = set_bnd #v v}

entry simulate (n: i64) (steps: i32) (dt: f32) (diff: f32) (visc: f32) (iters: i32) =
  let s = loop s = initial n for _t < steps do step iters dt diff visc s
  in (s.dens, s.u, s.v)

-- With no velocity, diffusion alone keeps the interior density within the
-- initial range and leaves it non-negative.
entry mass (n: i64) (steps: i32) (dt: f32) (diff: f32) (iters: i32) : bool =
  let s0 = initial n
  let zeros = map (map (const 0)) s0.u
  let s0 = s0 with u = zeros
  let s0 = s0 with v = copy zeros
  let s = loop s = s0 for _t < steps do step iters dt (diff + 0.01) 0 s
  let lo = real.minimum (flatten s.dens)
  let hi = real.maximum (flatten s.dens)
  in lo >= 0 && hi <= 1.0001
