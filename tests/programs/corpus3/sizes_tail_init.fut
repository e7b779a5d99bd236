-- Sizes of tail, init, drop, take and rotate line up in map2 and zip.
-- ==
-- input { [1i32, 4i32, 9i32, 16i32] }
-- output { [3i32, 5i32, 7i32] [5i32, 13i32, 25i32, 17i32] [4i32, 36i32, 144i32] 3i64 }

entry main [n] (xs: [n]i32) =
  let d = map2 (-) (tail xs) (init xs)
  let e = map2 (+) xs (rotate 1 xs)
  let f = map2 (*) (drop 1 xs) (take (n - 1) xs)
  let g = zip (iota (n - 1)) (tail xs)
  in (d, e, f, length g)
