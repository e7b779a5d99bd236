-- Reduction and scan of rows of random data.
-- ==
-- random input { [777][55]i32 } auto output
entry main [n][m] (xss: [n][m]i32) = (reduce (map2 (+)) (replicate m 0) xss, scan (map2 i32.max) (replicate m i32.lowest) xss)
