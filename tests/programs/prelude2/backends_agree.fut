-- Every function of the real and float module types on random values
-- (scaled to cover negative, small and large arguments), compared across
-- backends: `auto output` takes the interpreter's results, so under
-- OpenCL each kernel's C math must agree with them (within the
-- tolerance).
-- ==
-- entry: f32s
-- random input { [200]f32 } auto output
-- entry: f64s
-- random input { [200]f64 } auto output
-- entry: ints
-- random input { [200]i32 [200]i32 } auto output
-- entry: u64s
-- random input { [200]u64 [200]u64 } auto output
-- entry: i8s
-- random input { [200]i8 [200]i8 } auto output

def spread32 (x: f32) = (x - 0.5) * 20

entry f32s (xs: []f32) =
  let xs = map spread32 xs
  let pos = map f32.abs xs
  let unit = map (\x -> x / 10 - f32.trunc (x / 10)) xs
  in (map f32.sqrt pos, map f32.rsqrt (map (+ 1) pos), map f32.cbrt xs, map f32.exp unit,
      map f32.log (map (+ 1) pos), map f32.log2 (map (+ 1) pos), map f32.log10 (map (+ 1) pos),
      map f32.log1p pos, map f32.sin xs, map f32.cos xs, map f32.tan unit,
      map f32.asin unit, map f32.acos unit, map f32.atan xs, map f32.sinh unit, map f32.cosh unit,
      map f32.tanh xs, map f32.asinh xs, map f32.acosh (map (+ 1) pos), map f32.atanh (map (* 0.9) unit),
      map2 f32.atan2 xs (reverse xs), map2 f32.hypot xs (reverse xs), map f32.gamma (map (+ 0.5) pos),
      map f32.lgamma (map (+ 0.5) pos), map f32.erf unit, map f32.erfc unit,
      map f32.round xs, map f32.ceil xs, map f32.floor xs, map f32.trunc xs,
      map2 (\a b -> f32.fma a b 1) xs unit, map2 (\a b -> f32.mad a b 1) xs unit,
      map f32.sinpi unit, map f32.cospi unit, map f32.asinpi unit, map f32.acospi unit,
      map f32.atanpi xs, map2 f32.atan2pi xs (reverse xs), map (\x -> f32.ldexp x 3) xs,
      map f32.sgn xs, map2 f32.copysign pos xs, map2 f32.min xs (reverse xs),
      map2 f32.max xs (reverse xs), map (\x -> x ** 1.5) pos, map2 (%) xs (map (+ 0.5) pos),
      map f32.to_bits xs, map (\x -> i32.f32 x) xs, map f32.recip (map (+ 1) pos),
      map2 (\a b -> f32.lerp a b 0.25) xs (reverse xs))

entry f64s (xs: []f64) =
  let xs = map (\x -> (x - 0.5) * 20) xs
  let pos = map f64.abs xs
  let unit = map (\x -> x / 10 - f64.trunc (x / 10)) xs
  in (map f64.sqrt pos, map f64.cbrt xs, map f64.exp unit, map f64.log1p pos,
      map f64.sin xs, map f64.cos xs, map f64.atan xs, map f64.tanh xs, map f64.asinh xs,
      map2 f64.atan2 xs (reverse xs), map2 f64.hypot xs (reverse xs),
      map f64.gamma (map (+ 0.5) pos), map f64.lgamma (map (+ 0.5) pos), map f64.erf unit,
      map f64.erfc unit, map f64.round xs, map2 (\a b -> f64.fma a b 1) xs unit,
      map f64.to_bits xs, map (\x -> i64.f64 (x * 1e6)) xs, map2 (%) xs (map (+ 0.5) pos),
      map2 f64.nextafter xs (reverse xs))

entry ints [n] (xs: [n]i32) (ys: [n]i32) =
  let nz = map (\y -> if y == 0 then 1 else y) ys
  in (map2 (/) xs nz, map2 (%) xs nz, map2 (//) xs nz, map2 (%%) xs nz,
      map i32.popc xs, map i32.clz xs, map i32.ctz xs, map2 i32.mul_hi xs ys,
      map2 (\a b -> i32.mad_hi a b 7) xs ys, map2 (*) xs ys, map i32.abs xs, map i32.sgn xs,
      map2 (\a b -> a >> (b & 31)) xs ys, map2 (\a b -> a >>> (b & 31)) xs ys,
      map2 (\a b -> a << (b & 31)) xs ys, map (\x -> f32.i32 x) xs, map (\x -> u8.i32 x) xs)

entry i8s (xs: []i8) (ys: []i8) =
  let nz = map (\y -> if y == 0 then 1 else y) ys
  in (map2 (/) xs nz, map2 (%) xs nz, map2 (//) xs nz, map2 (%%) xs nz, map2 (*) xs ys,
      map2 (+) xs ys, map i8.popc xs, map i8.clz xs, map i8.ctz xs, map2 i8.mul_hi xs ys,
      map2 (\a b -> a >> (b & 7)) xs ys, map2 (\a b -> a >>> (b & 7)) xs ys,
      map (\x -> i64.i8 x) xs, map (\x -> u16.i8 x) xs)

entry u64s [n] (xs: [n]u64) (ys: [n]u64) =
  let nz = map (\y -> if y == 0 then 1 else y) ys
  in (map2 (/) xs nz, map2 (%) xs nz, map2 (*) xs ys, map2 (-) xs ys, map2 u64.mul_hi xs ys,
      map u64.clz xs, map u64.ctz xs, map u64.popc xs, map (\x -> f64.u64 x) xs,
      map (\x -> i32.u64 x) xs, map2 (\a b -> a >> (b & 63)) xs ys)
