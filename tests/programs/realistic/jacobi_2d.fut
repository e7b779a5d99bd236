-- 2-D Jacobi iteration (5-point stencil, fixed boundary).
-- ==
-- input { [[1f32, 1f32, 1f32, 1f32], [1f32, 0f32, 0f32, 1f32], [1f32, 0f32, 0f32, 1f32], [1f32, 1f32, 1f32, 1f32]] 1 }
-- output { [[1f32, 1f32, 1f32, 1f32], [1f32, 0.5f32, 0.5f32, 1f32], [1f32, 0.5f32, 0.5f32, 1f32], [1f32, 1f32, 1f32, 1f32]] }
-- input { [[4f32, 4f32, 4f32, 4f32], [0f32, 0f32, 0f32, 0f32], [0f32, 0f32, 0f32, 0f32], [0f32, 0f32, 0f32, 0f32]] 2 }
-- output { [[4f32, 4f32, 4f32, 4f32], [0f32, 1.25f32, 1.25f32, 0f32], [0f32, 0.25f32, 0.25f32, 0f32], [0f32, 0f32, 0f32, 0f32]] }
-- random input { [64][48]f32 i32 } auto output

def step [n][m] (g: [n][m]f32): [n][m]f32 =
  map (\i ->
         map (\j ->
                if i == 0 || i == n - 1 || j == 0 || j == m - 1 then g[i, j]
                else (g[i - 1, j] + g[i + 1, j] + g[i, j - 1] + g[i, j + 1]) / 4)
             (iota m))
      (iota n)

entry main [n][m] (g: [n][m]f32) (iters: i32) =
  loop g for _i < i32.min iters 20 do step g
