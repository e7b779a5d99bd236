-- Histograms of random data (counts, sums, maxima).
-- ==
-- random input { [100000]u8 [100000]f32 } auto output
entry main [n] (bins: [n]u8) (vs: [n]f32) =
  let is = map (\b -> i64.u8 b % 37) bins
  in (hist (+) 0 37 is (map (const 1i32) vs), reduce_by_index (replicate 37 0) (+) 0 is (map (const 2i64) vs), hist i32.max i32.lowest 37 is (map i32.u8 bins))
