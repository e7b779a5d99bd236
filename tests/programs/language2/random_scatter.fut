-- scatter with random (duplicate) indices writing equal values.
-- ==
-- random input { [5000]i64 [5000]i32 } auto output
entry main [n] (is: [n]i64) (vs: [n]i32) = scatter (replicate 1000 0) (map (% 1000) is |> map i64.abs |> map (\i -> i * 7 % 1000)) (map (const 1) vs)
