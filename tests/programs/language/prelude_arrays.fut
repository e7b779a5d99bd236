-- Prelude array functions: zip3/unzip3, tabulate, tabulate_2d, foldl,
-- foldr, indices, rotate, transpose, flatten, unflatten, split, reverse,
-- iota, take/drop.
-- ==
-- input { [1i32, 2i32, 3i32, 4i32] }
-- output { [2i32, 3i32, 4i32, 5i32] [0i64, 1i64, 4i64, 9i64] [[0i64, 1i64], [1i64, 2i64]] -10i32 -2i32 [0i64, 1i64, 2i64, 3i64] [3i32, 4i32, 1i32, 2i32] [[1i32, 3i32], [2i32, 4i32]] [1i32, 2i32, 3i32, 4i32] [1i32, 2i32] [3i32, 4i32] }
-- input { [5i32, 6i32, 7i32, 8i32] }
-- output { [6i32, 7i32, 8i32, 9i32] [0i64, 1i64, 4i64, 9i64] [[0i64, 1i64], [1i64, 2i64]] -26i32 -2i32 [0i64, 1i64, 2i64, 3i64] [7i32, 8i32, 5i32, 6i32] [[5i32, 7i32], [6i32, 8i32]] [5i32, 6i32, 7i32, 8i32] [5i32, 6i32] [7i32, 8i32] }

entry main [n] (xs: [n]i32) =
  let (a, b, c) = unzip3 (zip3 xs (map (+ 1) xs) (indices xs))
  let h = n / 2
  let m = unflatten (xs :> [h * 2]i32)
  let (l, r) = split (xs :> [h + (n - h)]i32)
  in ( b
     , tabulate 4 (\i -> i * i)
     , tabulate_2d 2 2 (\i j -> i + j)
     , foldl (-) 0 a
     , foldr (-) 0 a
     , c
     , rotate 2 xs
     , transpose m
     , flatten m
     , l
     , r )
