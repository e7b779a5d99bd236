-- A histogram of float values into equal-width bins, with the bin sums
-- and the mean of each bin.
-- ==
-- input { [0.1f32, 0.4f32, 0.6f32, 0.9f32, 0.95f32, 1.0f32] 2i64 }
-- output { [2i32, 4i32] [0.5f32, 3.45f32] [0.25f32, 0.8625f32] }

entry main [n] (xs: [n]f32) (bins: i64) =
  let bin x = i64.min (bins - 1) (i64.f32 (x * f32.i64 bins))
  let is = map bin xs
  let counts = hist (+) 0 bins is (replicate n 1)
  let sums = hist (+) 0 bins is xs
  in (counts, sums, map2 (\s c -> s / f32.i32 c) sums counts)
