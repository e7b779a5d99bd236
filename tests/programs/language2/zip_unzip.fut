-- zip/zip2..zip5 and unzip/unzip2..unzip5.
-- ==
-- input { [1i32, 2i32] [true, false] [1.5f32, 2.5f32] }
-- output { [1i32, 2i32] [true, false] [1.5f32, 2.5f32] [2i32, 4i32] [3i32, 6i32] [1.5f32, 2.5f32] [true, false] }

entry main [n] (xs: [n]i32) (bs: [n]bool) (fs: [n]f32) =
  let (a, b, c) = unzip3 (zip3 xs bs fs)
  let (_, _, _, d) = unzip4 (zip4 xs bs fs (map (* 2) xs))
  let (_, _, _, _, e) = unzip5 (zip5 xs bs fs xs (map (* 3) xs))
  let (f, _) = unzip2 (zip2 fs bs)
  let (_, g) = unzip (zip xs bs)
  in (a, b, c, d, e, f, g)
