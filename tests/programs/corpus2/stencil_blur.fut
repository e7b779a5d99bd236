-- A 2-D Jacobi stencil with clamped borders iterated by a loop, a 1-D
-- three-point blur with explicit edge cases, and the residual between
-- iterations (a reduction over the flattened grid).
-- ==
-- input { [[0f32, 0f32, 0f32], [0f32, 9f32, 0f32], [0f32, 0f32, 0f32]] 1 }
-- output { [[0f32, 1.8f32, 0f32], [1.8f32, 1.8f32, 1.8f32], [0f32, 1.8f32, 0f32]] 14.4f32 [3f32, 3f32, 3f32] }
-- compiled random input { [40][33]f32 5 } auto output

def clamp_at [n] [m] (g: [n][m]f32) (i: i64) (j: i64) : f32 =
  g[i64.max 0 (i64.min (n - 1) i), i64.max 0 (i64.min (m - 1) j)]

def jacobi [n] [m] (g: [n][m]f32) : [n][m]f32 =
  tabulate_2d n m (\i j ->
    (clamp_at g i j + clamp_at g (i - 1) j + clamp_at g (i + 1) j
     + clamp_at g i (j - 1) + clamp_at g i (j + 1)) / 5)

def blur [n] (xs: [n]f32) : [n]f32 =
  map (\i -> if i == 0 || i == n - 1 then xs[i]
             else (xs[i - 1] + xs[i] + xs[i + 1]) / 3) (iota n)

entry main [n] [m] (g: [n][m]f32) (steps: i32) =
  let g' = loop g for _i < steps do jacobi g
  let residual = f32.sum (map f32.abs (map2 (-) (flatten g') (flatten g)))
  in (g', residual, blur [3, 3, 3])
