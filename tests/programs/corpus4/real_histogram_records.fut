-- Binning values into a histogram of records (count and sum per bin) with
-- reduce_by_index on tuples.
-- ==
-- input { [0.5f32, 1.5f32, 1.25f32, 3.75f32, 9.0f32] 4i64 }
-- output { [1i32, 2i32, 0i32, 1i32] [0.5f32, 2.75f32, 0.0f32, 3.75f32] }

entry main [n] (xs: [n]f32) (bins: i64) =
  let idx = map (\x -> i64.f32 x) xs
  let (cs, ss) =
    unzip (reduce_by_index (replicate bins (0i32, 0f32))
                           (\(c1, s1) (c2, s2) -> (c1 + c2, s1 + s2)) (0, 0)
                           idx (map (\x -> (1, x)) xs))
  in (cs, ss)
