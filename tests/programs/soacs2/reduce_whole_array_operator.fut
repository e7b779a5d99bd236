-- Reductions and scans whose operator combines whole arrays, not element
-- by element (merging two sorted top-k lists), at the top level and
-- inside a map.  OpenCL runs them as loops (no segmented reduction of
-- arrays), the map's rows in parallel.
-- ==
-- entry: top
-- input { 2i64 [3f32, 1f32, 2f32, 0.5f32] }
-- output { [3i64, 1i64] [[0i64, -1i64], [1i64, 0i64], [1i64, 2i64], [3i64, 1i64]] }
-- input { 3i64 empty([0]f32) }
-- output { [-1i64, -1i64, -1i64] empty([0][3]i64) }
-- ==
-- entry: rows
-- input { 2i64 [[3f32, 1f32, 2f32, 0.5f32], [1f32, 2f32, 3f32, 4f32]] }
-- output { [[3i64, 1i64], [0i64, 1i64]] }

def none : (f32, i64) = (f32.inf, -1)

def merge [k] (a: [k](f32, i64)) (b: [k](f32, i64)) : [k](f32, i64) =
  let before (d1: f32, i1: i64) (d2: f32, i2: i64) = d1 < d2 || (d1 == d2 && i1 < i2)
  let (out, _, _) =
    loop (out, i, j) = (replicate k none, 0, 0) for o < k do
      if j >= k || (i < k && before a[i] b[j])
      then (out with [o] = a[i], i + 1, j)
      else (out with [o] = b[j], i, j + 1)
  in out

def singles [n] (k: i64) (ds: [n]f32) : [n][k](f32, i64) =
  map2 (\d i -> tabulate k (\j -> if j == 0 then (d, i) else none)) ds (iota n)

entry top [n] (k: i64) (ds: [n]f32) =
  let xs = singles k ds
  let best = reduce merge (replicate k none) xs
  let prefix = scan merge (replicate k none) xs
  in (map (.1) best, map (map (.1)) prefix)

entry rows [m][n] (k: i64) (dss: [m][n]f32) : [m][k]i64 =
  map (\ds -> map (.1) (reduce merge (replicate k none) (singles k ds))) dss
