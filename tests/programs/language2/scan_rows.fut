-- A scan whose operator combines rows elementwise.
-- ==
-- input { [[1i32, 2i32], [3i32, 4i32]] } output { [[1i32, 2i32], [4i32, 6i32]] }
entry main [n][m] (xss: [n][m]i32) = scan (map2 (+)) (replicate m 0) xss
