-- 1-D Jacobi relaxation: the boundary is fixed, every inner point becomes
-- the mean of itself and its neighbours; a loop of maps.
-- ==
-- input { [0.0, 0.0, 3.0, 0.0, 0.0] 1 } output { [0.0, 1.0, 1.0, 1.0, 0.0] }
-- input { [0.0, 0.0, 3.0, 0.0, 0.0] 2 } output { [0.0, 0.6666666666666666, 1.0, 0.6666666666666666, 0.0] }
-- input { [1.0, 0.0, 0.0, 0.0, 4.0] 3 } output { [1.0, 0.6666666666666666, 0.9259259259259259, 2.111111111111111, 4.0] }
-- input { [1.0, 2.0] 5 } output { [1.0, 2.0] }
-- random input { [1000]f64 i32 } auto output

entry main [n] (a: [n]f64) (iters: i32) =
  loop a for _i < iters do
    map (\i -> if i == 0 || i == n - 1 then a[i]
               else (a[i - 1] + a[i] + a[i + 1]) / 3.0)
        (iota n)
