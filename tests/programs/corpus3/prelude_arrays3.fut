-- Prelude array functions: rotate, split, take/drop, concat, flatten
-- variants, tabulate_*, indices, foldl/foldr, and/or, zip/unzip.
-- ==
-- input { [1i32, 2i32, 3i32, 4i32, 5i32, 6i32] }
-- output { [3i32, 4i32, 5i32, 6i32, 1i32, 2i32] [6i32, 1i32, 2i32, 3i32, 4i32, 5i32] [1i32, 2i32] [3i32, 4i32, 5i32, 6i32] [[0i64, 1i64, 2i64], [1i64, 2i64, 3i64]] 8i64 [0i64, 1i64, 2i64, 3i64, 4i64, 5i64] -21i32 -3i32 true false [2i32, 4i32, 6i32] [1i32, 3i32, 5i32] }

entry main (xs: []i32) =
  let r1 = rotate 2 xs
  let r2 = rotate (-1) xs
  let (a, b) = split (xs :> [2 + 4]i32)
  let t2 = tabulate_2d 2 3 (\i j -> i + j)
  let t3 = flatten_3d (tabulate_3d 2 2 2 (\i j k -> i * 4 + j * 2 + k))
  let ix = indices xs
  let fl = foldl (\acc x -> acc - x) 0 xs
  let fr = foldr (\x acc -> x - acc) 0 xs
  let all_pos = and (map (> 0) xs)
  let any_big = or (map (> 10) xs)
  let (evens, odds) = unzip (map (\i -> (xs[2 * i + 1], xs[2 * i])) (iota 3))
  in (r1, r2, a, b, t2, length t3, ix, fl, fr, all_pos, any_big, evens, odds)
