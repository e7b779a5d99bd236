-- The program behind the C library tests (tests/library/run.sh): several
-- entry points covering scalars, arrays of rank 1 and 2, tuple results, a
-- size constraint, a unique parameter, bools, f16 and a run-time error.

entry sum (xs: []f32): f32 = reduce (+) 0 xs

entry dot [n] (xs: [n]f32) (ys: [n]f32): f32 = reduce (+) 0 (map2 (*) xs ys)

entry scale (a: f32) (xs: []f32): []f32 = map (* a) xs

entry iotas (n: i64): ([]i64, []i32, bool) = (iota n, map i32.i64 (iota n), n > 2)

entry colsums [n][m] (xss: [n][m]i32): [m]i32 =
  map (\j -> reduce (+) 0 (map (\i -> xss[i, j]) (iota n))) (iota m)

entry get (xs: []i32) (i: i64): i32 = xs[i]

entry inc (xs: *[]i32): *[]i32 = map (+ 1) xs

entry any_neg (xs: []f64): bool = reduce (||) false (map (< 0) xs)

entry fma16 (k: f16) (xs: []f16): []f16 = map (\x -> x * k + 0.1f16) xs
