-- scatter, spread, hist, reduce_by_index and their 2-d forms ignore
-- indices out of bounds, negative ones included (prelude documentation:
-- "Out-of-bounds elements of `is` are ignored").
-- ==
-- entry: scatters
-- input { [-1i64, 0, 3, 4, -100, 9223372036854775807, 2] [10, 20, 30, 40, 50, 60, 70] }
-- output { [20, 2, 70, 30] [20, 0, 70, 30] }
-- entry: hists
-- input { [-1i64, 0, 3, 4, -100, 9223372036854775807, 0] [10, 20, 30, 40, 50, 60, 70] }
-- output { [90, 0, 0, 30] [91, 1, 1, 31] [70, -5, -5, 30] }
-- entry: twod
-- input { [0i64, 1, 2, -1, 0, 1] [0i64, 2, 0, 1, -1, 1] [1, 2, 3, 4, 5, 6] }
-- output { [[1, 0], [0, 6]] [[1, 0], [0, 6]] }

entry scatters [n] (is: [n]i64) (vs: [n]i32) =
  (scatter [1, 2, 3, 4] is vs, spread 4 0 is vs)

entry hists [n] (is: [n]i64) (vs: [n]i32) =
  (hist (+) 0 4 is vs,
   reduce_by_index (replicate 4 1) (+) 0 is vs,
   reduce_by_index (replicate 4 (-5)) i32.max i32.lowest is vs)

entry twod [n] (is: [n]i64) (js: [n]i64) (vs: [n]i32) =
  let is = zip is js in
  (scatter_2d (replicate 2 (replicate 2 0)) is vs,
   reduce_by_index_2d (replicate 2 (replicate 2 0)) (+) 0 is vs)
