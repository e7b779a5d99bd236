-- Column reductions that also read a vector by the reduced (row) index:
-- `map (\c -> f32.sum (map2 (*) c v)) (transpose a)` (a transposed
-- matrix times a vector), a weighted column mean, an f64 spelling with
-- the vector first, and a column reduction that reads the vector through
-- `zip`.  These read the transpose in place (the column kernel; perf19:
-- 123 -> 53 us on the H200 at 8192x4096, cuBLAS 46 us): no SegMap left.
-- A reduction of each row with the row index (a row-major read, the
-- ordinary segmented reduction) stays correct beside them.
-- ==
-- random input { [37][101]f32 [37]f32 [37][101]f64 [37]f64 } auto output
-- random input { [1][1]f32 [1]f32 [1][1]f64 [1]f64 } auto output
-- random input { [3][5000]f32 [3]f32 [3][5000]f64 [3]f64 } auto output
-- compiled random input { [2049][70]f32 [2049]f32 [2049][70]f64 [2049]f64 } auto output
-- input { [[1f32, 2f32], [3f32, 4f32], [5f32, 6f32]] [1f32, 0f32, 2f32] [[1f64, 2f64], [3f64, 4f64], [5f64, 6f64]] [1f64, 1f64, 1f64] }
-- output { [11f32, 14f32] [3.6666667f32, 4.6666667f32] [9f64, 12f64] [11f32, 14f32] }

def main [n][m] (a: [n][m]f32) (v: [n]f32) (b: [n][m]f64) (u: [n]f64) : ([m]f32, [m]f32, [m]f64, [m]f32) =
  let atv = map (\c -> f32.sum (map2 (*) c v)) (transpose a)
  let wsum = f32.sum v
  let wmean = map (\c -> reduce (+) 0 (map2 (\x w -> x * w) c v) / wsum) (transpose a)
  let btu = map (\c -> f64.sum (map2 (*) u c)) (transpose b)
  let zipped = map (\c -> f32.sum (map (\(x, w) -> w * x) (zip c v))) (transpose a)
  in (atv, wmean, btu, zipped)

-- ==
-- entry: rows_by_index
-- random input { [37][101]f32 [101]f32 } auto output
entry rows_by_index [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\i -> f32.sum (map2 (*) a[i] v)) (iota n)
