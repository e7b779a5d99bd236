-- f16 in host code (scalar entry points, loops), in histograms, in
-- arrays inside kernels and in a matrix product; f16 arithmetic rounds
-- after every operation on both backends (the bits of elementwise results
-- agree exactly; reductions may associate differently).  `histo` rounds
-- its values to eighths first: PoCL's f16 atomics add a bin's values in
-- any order, and sums of eighths below 256 are exact in every order (the
-- unrounded random case differed by 4 ulp in one run of the suite).
-- ==
-- entry: scalar
-- input { 0.1f16 3i32 } auto output
-- input { 65504f16 1i32 } auto output
-- input { 1f16 40i32 } auto output
-- entry: histo
-- input { [0i64, 1i64, 0i64, 2i64, 1i64] [0.1f16, 0.2f16, 0.3f16, 1000f16, 0.7f16] } auto output
-- random input { [1000]i64 [1000]f16 } auto output
-- entry: inner
-- random input { [200]f16 } auto output
-- entry: matmul
-- random input { [20][30]f16 [30][10]f16 } auto output

entry scalar (x: f16) (n: i32) =
  let y = loop y = x for i < n do y * 3f16 + f16.i32 i / 7f16
  in (f16.to_bits (x * 3f16 - 0.2f16), f16.sqrt y - f16.exp x + f16.f64 (f64.f16 y))

entry histo [n] (is: [n]i64) (vs: [n]f16) =
  let is' = map (\i -> i64.abs i % 4) is
  let vs = map (\v -> f16.round (v * 8f16) / 8f16) vs
  in (hist (+) 0f16 4 is' vs, reduce_by_index (replicate 4 0f16) f16.max (-f16.inf) is' vs)

entry inner (xs: []f16) =
  map (\x -> let a = map (\k -> x * f16.i64 k + 0.5f16) (iota 5)
             in (reduce (+) 0f16 a, reduce (*) 1f16 a, f16.to_bits (a[3] * a[4] - a[1]))) xs

entry matmul [n][k][m] (a: [n][k]f16) (b: [k][m]f16) =
  map (\row -> map (\col -> reduce (+) 0f16 (map2 (*) row col)) (transpose b)) a
