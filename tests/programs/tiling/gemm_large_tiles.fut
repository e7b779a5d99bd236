-- sgemm large enough for the 128x128-tile kernels of GPU profiles (about
-- 1500x1500 outputs: at least as many groups as compute units): exact
-- variants (128 divides m and n, the chunk of q divides k) and the guarded
-- one (odd sizes), with `transpose b` read in place.  The matrices are
-- small integers, so every product and sum is exact in f32; the result is
-- a weighted checksum of C and two of its elements (expected values from a
-- C++ loop).  `compiled`: the interpreter would take minutes at this size.
-- ==
-- compiled input { 1536i64 8i64 1536i64 } output { 226464482i64 8i64 13i64 }
-- compiled input { 1664i64 16i64 1408i64 } output { 449839104i64 34i64 30i64 }
-- compiled input { 1537i64 9i64 1543i64 } output { 256113289i64 18i64 16i64 }
def main (m: i64) (k: i64) (n: i64): (i64, i64, i64) =
  let a = map (\i -> map (\q -> f32.i64 ((i * 3 + q) % 5)) (iota k)) (iota m)
  let b = map (\q -> map (\j -> f32.i64 ((q * j + 1) % 3)) (iota n)) (iota k)
  let bt = transpose b
  let c = map (\ar -> map (\bc -> reduce (+) 0 (map2 (*) ar bc)) bt) a
  -- Indexing c (rather than mapping over it) keeps the product a nest of
  -- its own: explicit indexing blocks fusion.
  let s = reduce (+) 0 (map (\t -> let i = t / n
                                   let j = t % n
                                   in i64.f32 c[i, j] * ((i * 7 + j) % 11 + 1)) (iota (m * n)))
  in (s, i64.f32 c[m - 1, n - 1], i64.f32 c[0, 0])
