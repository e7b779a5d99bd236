-- Jacobi relaxation of a 2-D heat plate with fixed borders, written as
-- benchmark code usually is: `#[unsafe]` neighbour reads, a `while` loop
-- until the change is small, and a 3-D variant with `tabulate_3d`.
-- ==
-- entry: main
-- input { 0.001f32 1000i32 [[0f32, 0f32, 0f32, 0f32], [0f32, 0f32, 0f32, 0f32],
--                            [0f32, 0f32, 0f32, 0f32], [100f32, 100f32, 100f32, 100f32]] }
-- output { [[0f32, 0f32, 0f32, 0f32], [0f32, 12.5f32, 12.5f32, 0f32],
--           [0f32, 37.5f32, 37.5f32, 0f32], [100f32, 100f32, 100f32, 100f32]] true }
-- ==
-- entry: heat3d
-- input { 2i32 3i64 } output { 27i64 7f32 2.7142856f32 }

def relax [n][m] (g: [n][m]f32) : [n][m]f32 =
  tabulate_2d n m (\i j ->
    if i == 0 || j == 0 || i == n - 1 || j == m - 1 then g[i, j]
    else #[unsafe] (g[i - 1, j] + g[i + 1, j] + g[i, j - 1] + g[i, j + 1]) / 4)

def max_change [n][m] (a: [n][m]f32) (b: [n][m]f32) : f32 =
  f32.maximum (map2 (\x y -> f32.abs (x - y)) (flatten a) (flatten b))

entry main [n][m] (eps: f32) (max_iters: i32) (g: [n][m]f32) =
  let (g, _, iters) =
    loop (g, delta, iters) = (g, f32.inf, 0)
    while delta > eps && iters < max_iters do
      let g' = relax g
      in (g', max_change g g', iters + 1)
  in (map (map (\x -> f32.round (x * 10) / 10)) g, iters < max_iters)

-- A 7-point stencil on a cube, hot at one corner.
entry heat3d (steps: i32) (k: i64) =
  let init = tabulate_3d k k k (\i j l -> if i + j + l == 0 then 7f32 else 0)
  let step [a][b][c] (u: [a][b][c]f32) : [a][b][c]f32 =
    tabulate_3d a b c (\i j l ->
      #[unsafe]
      let get x y z = if x < 0 || y < 0 || z < 0 || x >= a || y >= b || z >= c
                      then u[i, j, l] else u[x, y, z]
      in (u[i, j, l] + get (i - 1) j l + get (i + 1) j l + get i (j - 1) l
          + get i (j + 1) l + get i j (l - 1) + get i j (l + 1)) / 7)
  let res = loop u = init for _s < steps do step u
  let total = f32.sum (flatten_3d res)
  in (length (flatten_3d res), f32.round total, res[0, 0, 0])
