-- Sums of f32 values into more bins than fit local memory (the global
-- path of the histogram kernel): with a constant number of bins over
-- 4096, on NVIDIA's OpenCL the hardware's atomic float add, elsewhere a
-- compare-and-swap loop (perf19: 32M values into 100,000 bins on the
-- H200).  Spellings: `hist` into a constant 5000 bins, `hist` and
-- `reduce_by_index` (the operator a lambda with its arguments swapped)
-- into k bins, indices out of range (dropped), and f64 and `f32.max`
-- beside them (still the loop).
-- ==
-- input { 100000i64 [0i64, 99999i64, 5i64, 5i64, 100000i64, -1i64] [1f32, 2f32, 3f32, 4f32, 5f32, 6f32] }
-- auto output
-- random input { 5000i64 [20011]i64 [20011]f32 } auto output
-- compiled random input { 70000i64 [300007]i64 [300007]f32 } auto output

def main [n] (k: i64) (raw: [n]i64) (vs: [n]f32) : ([k]f32, [k]f32, [k]f64, [k]f32, [5000]f32) =
  let is = map (\i -> i % (k + 1000) - 500) raw
  let wrapped = map (\i -> (i64.abs i) % (k + 1) - 1) raw
  let a = hist (+) 0 k is vs
  let b = reduce_by_index (replicate k 0f32) (\x y -> y + x) 0 wrapped vs
  let c = hist (+) 0 k wrapped (map f64.f32 vs)
  let d = reduce_by_index (replicate k f32.lowest) f32.max f32.lowest is vs
  let e = hist (+) 0 5000 (map (\i -> i % 5003 - 2) raw) vs
  in (a, b, c, d, e)
