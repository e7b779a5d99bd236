-- Nested parallelism: segmented reductions and scans, maps over rows with
-- inner loops, and an inner iota of varying size.
-- ==
-- input { [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32]] }
-- output { [6i32, 15i32] [[1i32, 3i32, 6i32], [4i32, 9i32, 15i32]] [5i32, 7i32, 9i32] [0i64, 3i64] [[2i32, 3i32, 4i32], [5i32, 6i32, 7i32]] }

entry main [n][m] (xss: [n][m]i32) =
  ( map (reduce (+) 0) xss
  , map (scan (+) 0) xss
  , map (reduce (+) 0) (transpose xss)
  , map (\r -> reduce (+) 0 (iota (i64.i32 r[0] - 1))) xss
  , map (\r -> loop r = copy r for _i < 1 do map (+ 1) r) xss )
