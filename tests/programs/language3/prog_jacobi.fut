-- A 1-D Jacobi relaxation with fixed boundary values.
-- ==
-- input { [0.0f64, 0.0f64, 0.0f64, 0.0f64, 4.0f64] 1 } output { [0.0f64, 0.0f64, 0.0f64, 2.0f64, 4.0f64] }
-- input { [0.0f64, 0.0f64, 0.0f64, 0.0f64, 4.0f64] 2 } output { [0.0f64, 0.0f64, 1.0f64, 2.0f64, 4.0f64] }

entry main [n] (xs: [n]f64) (iters: i32) : [n]f64 =
  loop xs for _i < iters do
    tabulate n (\i -> if i == 0 || i == n - 1 then xs[i] else (xs[i - 1] + xs[i + 1]) / 2)
