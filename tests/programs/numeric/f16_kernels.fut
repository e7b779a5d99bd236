-- f16 in kernels: maps, reductions, scans, conversions, a 2-D map, values
-- that round, inf/nan and overflow to inf.  Elementwise results are also
-- returned as bits (f16.to_bits), which compare exactly: every f16
-- operation rounds its result to nearest even, on both backends.
-- ==
-- input { [1.0f16, 0.1f16, 2049.0f16, -3.5f16, 65504.0f16, 6.0e-8f16] [3.0f16, 0.2f16, 1.0f16, 0.25f16, 2.0f16, 0.5f16] }
-- auto output
-- input { [1.0f16, 2.0f16] [0.0f16, -0.0f16] }
-- auto output
-- random input { [1000]f16 [1000]f16 } auto output

def bits (xs: []f16): []u16 = map f16.to_bits xs

def main [n] (xs: [n]f16) (ys: [n]f16) =
  let sums = map2 (+) xs ys
  let prods = map2 (*) xs ys
  let quots = map2 (/) xs ys
  let fma = map2 (\x y -> x * y + 0.1f16 - y / 3f16) xs ys
  let funs = map (\x -> f16.sqrt (f16.abs x) + f16.exp (x / 1000f16) + f16.sin x) xs
  let conv = map (\x -> (f16.f32 (f32.f16 x * 1.001f32), f16.i32 (i32.f16 x), f32.f16 x, i32.f16 (x / 4f16))) xs
  let (c1, c2, c3, c4) = unzip4 conv
  let cmp = map2 (\x y -> (x < y, x == y, f16.isnan (x / y), f16.isinf (x / y))) xs ys
  let (b1, b2, b3, b4) = unzip4 cmp
  let mx = reduce f16.max (-f16.inf) xs
  let mn = reduce f16.min f16.inf ys
  let cnt = reduce (+) 0f16 (map (\x -> if x > 0f16 then 1f16 else 0f16) xs)
  let sc = scan f16.max (-f16.inf) xs
  let grid = map (\x -> map (\y -> f16.to_bits (x * y - 1f16)) ys) (take (i64.min 8 (length xs)) xs)
  let back = map (\b -> f16.from_bits (b ^ 0x8000u16)) (bits xs)
  in (bits sums, bits prods, bits quots, bits fma, funs, bits c1, c2, c3, c4, b1, b2, b3, b4,
      mx, mn, cnt, sc, grid, back, f16.inf, f16.nan, f16.to_bits (f16.highest * 2f16))
