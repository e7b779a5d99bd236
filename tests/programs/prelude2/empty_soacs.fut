-- Every SOAC on an empty array: map, reduce and scan give their neutral
-- element or an empty array, filter and partition empty arrays, hist and
-- reduce_by_index the destination untouched, scatter the destination.
-- ==
-- entry: soacs
-- input { empty([0]i32) }
-- output { empty([0]i32) 0 empty([0]i32) empty([0]i32) empty([0]i32) empty([0]i32) true false }
-- input { [3, -1, 4] }
-- output { [6, -2, 8] 6 [3, 2, 6] [3, 4] [3, 4] [-1] false true }
-- entry: hists
-- input { empty([0]i64) empty([0]i32) }
-- output { [0, 0, 0] [7, 7, 7] [1, 2, 3] }
-- input { [0i64, 2, 1] [5, 6, 7] }
-- output { [5, 7, 6] [12, 14, 13] [5, 7, 6] }
-- entry: others
-- input { empty([0]f32) }
-- output { 0f32 1f32 -f32.inf f32.inf empty([0]f32) empty([0]i64) 0f32 empty([0]f32) }
-- input { [2f32, -1f32] }
-- output { 1f32 -2f32 2f32 -1f32 [0f32, 2f32] [0i64, 1i64] 2f32 [2f32, 1f32] }

entry soacs (xs: []i32) =
  let (ps, ns) = partition (> 0) xs
  in (map (* 2) xs, reduce (+) 0 xs, scan (+) 0 xs, filter (> 0) xs, ps, ns,
      all (> 0) xs, any (> 0) xs)

entry hists [n] (is: [n]i64) (vs: [n]i32) =
  (hist (+) 0 3 is vs,
   reduce_by_index (replicate 3 7) (+) 0 is vs,
   scatter [1, 2, 3] is vs)

entry others (xs: []f32) =
  (f32.sum xs, f32.product xs, f32.maximum xs, f32.minimum xs,
   exscan (+) 0 xs, indices xs, reduce_comm f32.max 0 xs, scan (f32.+) 0 xs |> map f32.abs)
