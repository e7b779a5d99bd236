-- The program behind fuzz_capi (fuzz/fuzz_capi.cpp): its C library is
-- generated at build time and driven through its API.  Entry points over
-- scalars and arrays of rank 1 and 2, a size constraint, a unique
-- parameter, tuple results, sizes taken from arguments (negative and huge
-- ones included) and run-time errors (a bounds check, an assertion).  The
-- fuzzer computes every result itself: keep them exact.

entry sum (xs: []i32): i32 = i32.sum xs

entry dot [n] (xs: [n]i32) (ys: [n]i32): i32 = i32.sum (map2 (*) xs ys)

entry add_rows [n][m] (xss: [n][m]i32) (ys: [m]i32): [n][m]i32 =
  map (\xs -> map2 (+) xs ys) xss

entry tr [n][m] (xss: [n][m]i32): [m][n]i32 = transpose xss

entry colsums [n][m] (xss: [n][m]i32): [m]i32 = map i32.sum (transpose xss)

entry get (xs: []i32) (i: i64): i32 = xs[i]

entry grid (n: i64) (m: i64) (x: i32): [n][m]i32 = replicate n (replicate m x)

entry range (n: i64): []i64 = iota n

entry scale (a: f32) (xs: []f32): []f32 = map (* a) xs

entry pair (xs: []i32): ([]i32, i32, bool) = (reverse xs, i32.i64 (length xs), length xs > 2)

entry count (bs: []bool): i64 = i64.sum (map i64.bool bs)

entry checked (xs: []i32): i32 =
  let s = i32.sum xs
  in assert (s >= 0) s

entry inc (xs: *[]i32): *[]i32 = map (+ 1) xs
