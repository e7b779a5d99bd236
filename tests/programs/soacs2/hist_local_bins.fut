-- Histograms with few bins and many points go through per-group
-- sub-histograms in local memory on OpenCL; more than 4096 bins use the
-- global atomics only.  Both paths, for i32 `+` (atomic_add), f32 `+` and
-- i32 `max` (compare-and-swap), with out-of-range indices ignored.  The
-- results are weighted checksums of the three histograms (every bin counts).
-- ==
-- input { 300000i64 7i64 }
-- output { 933331i64 3266753i64 28000i64 }
-- input { 300000i64 5000i64 }
-- output { 2097972i64 7342710i64 34646990i64 }
-- input { 1000i64 4096i64 }
-- output { 6991i64 24607i64 3477565i64 }
-- input { 5i64 4097i64 }
-- output { 34i64 81i64 -26123i64 }
-- input { 0i64 3i64 }
-- output { 0i64 0i64 -6i64 }
def main (n: i64) (k: i64): (i64, i64, i64) =
  let is = map (\i -> (i * 7919) % (k + 2) - 1) (iota n)
  let counts = reduce_by_index (replicate k 0i32) (+) 0 is (replicate n 1i32)
  let sums = reduce_by_index (replicate k 0f32) (+) 0 is (map (\i -> f32.i64 (i % 8)) (iota n))
  let maxs = reduce_by_index (replicate k i32.lowest) i32.max i32.lowest is
                             (map (\i -> i32.i64 ((i * 31) % 1001)) (iota n))
  let w = map (\j -> j % 13 + 1) (iota k)
  in (reduce (+) 0 (map2 (\c j -> i64.i32 c * j) counts w),
      reduce (+) 0 (map2 (\s j -> i64.f32 s * j) sums w),
      reduce (+) 0 (map2 (\m j -> i64.i32 (i32.max m (-1)) * j) maxs w))
