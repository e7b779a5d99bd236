-- A histogram of floats into bins, computed with hist, with
-- reduce_by_index and with a sequential loop; the three must agree.
-- ==
-- input { [0.1f32, 0.5f32, 0.55f32, 0.9f32, 0.99f32, 0.2f32, 1.0f32] 4i64 }
-- output { [2i32, 0i32, 2i32, 3i32] true }

def bin_of (k: i64) (x: f32) : i64 = i64.min (k - 1) (i64.f32 (x * f32.i64 k))

entry main [n] (xs: [n]f32) (k: i64) =
  let is = map (bin_of k) xs
  let h1 = hist (+) 0 k is (map (const 1) xs)
  let h2 = reduce_by_index (replicate k 0) (+) 0 is (replicate n 1)
  let h3 = loop h = replicate k 0 for i in is do h with [i] = h[i] + 1
  in (h1, h1 == h2 && h2 == h3)
