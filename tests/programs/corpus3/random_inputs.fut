-- Random inputs with automatic outputs: the compiled program must agree
-- with the interpreter on a mix of SOACs.
-- ==
-- random input { [1000]f32 [1000]f32 } auto output
-- random input { [1]f32 [1]f32 } auto output
-- random input { [0]f32 [0]f32 } auto output

entry main [n] (xs: [n]f32) (ys: [n]f32) =
  let dot = f32.sum (map2 (*) xs ys)
  let mx = f32.maximum (map2 f32.max xs ys)
  let sc = scan (+) 0 (map (\x -> x * 0.5) xs)
  let cnt = length (filter (> 0.5) ys)
  let h = hist (+) 0 10 (map (\y -> i64.f32 (y * 10)) ys) (replicate n 1i32)
  in (dot, mx, sc, cnt, h)
