-- A LocVolCalib-style PDE solver: for several outer "strike" values an
-- alternating-direction implicit scheme is run on a 2-D grid: an
-- explicit half-step along x, then implicit tridiagonal solves along
-- both axes (rows, then columns through `transpose`).  The diffusion
-- keeps the grid's values between the initial minimum and maximum.
-- ==
-- entry: main
-- input { 3i64 8i64 6i64 10i32 } output { 3i64 true true }

import "lib/tridag"

type grid [nx][ny] = [nx][ny]f32

def init_grid (nx: i64) (ny: i64) (strike: f32) : grid [nx] [ny] =
  tabulate_2d nx ny (\i j -> f32.max 0 (f32.i64 i * 0.2 + f32.i64 j * 0.05 - strike))

def explicit_x [nx][ny] (dt: f32) (alpha: f32) (u: grid [nx] [ny]) : grid [nx] [ny] =
  tabulate_2d nx ny (\i j ->
    let up = if i > 0 then u[i - 1, j] else u[i, j]
    let down = if i < nx - 1 then u[i + 1, j] else u[i, j]
    in u[i, j] + 0.5 * dt * alpha * (up - 2 * u[i, j] + down))

def implicit_rows [m][n] (dt: f32) (alpha: f32) (u: [m][n]f32) : [m][n]f32 =
  let r = 0.5 * dt * alpha
  let solve (row: [n]f32) : [n]f32 =
    let a = tabulate n (\j -> if j == 0 then 0 else -r)
    let c = tabulate n (\j -> if j == n - 1 then 0 else -r)
    let b = tabulate n (\j -> 1 + r * f32.i64 (i64.bool (j > 0) + i64.bool (j < n - 1)))
    in tridag a b c row
  in map solve u

def adi_step [nx][ny] (dt: f32) (alpha: f32) (u: grid [nx] [ny]) : grid [nx] [ny] =
  let u = explicit_x dt alpha u
  let u = implicit_rows dt alpha u
  in transpose (implicit_rows dt alpha (transpose u))

entry main (outer: i64) (nx: i64) (ny: i64) (steps: i32) =
  let strikes = tabulate outer (\k -> 0.1 * f32.i64 k)
  let results =
    map (\strike ->
           let u0 = init_grid nx ny strike
           let u = loop u = u0 for _t < steps do adi_step 0.5 0.8 u
           let lo = f32.minimum (flatten u0)
           let hi = f32.maximum (flatten u0)
           in (all (\x -> x >= lo - 1e-4 && x <= hi + 1e-4) (flatten u), u[nx / 2, ny / 2]))
        strikes
  let (bounded, centres) = unzip results
  -- a larger strike gives smaller values everywhere
  let decreasing = and (map2 (>=) (init centres) (tail centres))
  in (length results, and bounded, decreasing)
