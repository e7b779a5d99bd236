-- Loop parameters with type annotations, including sized arrays, and
-- loops nested in maps.
-- ==
-- input { [[1, 2, 3], [4, 5, 6]] 2 } output { [[4, 8, 12], [16, 20, 24]] [6, 15] }

entry main [n][m] (xss: [n][m]i32) (k: i32) =
  let scaled = loop (acc: [n][m]i32) = xss for _i < k do map (map (* 2)) acc
  let sums = map (\row -> loop (s: i32) = 0 for x in row do s + x) xss
  in (scaled, sums)
