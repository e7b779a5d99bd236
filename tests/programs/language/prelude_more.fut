-- Less common prelude functions: exscan, map4/zip4/unzip4, iterate,
-- iterate_while, iterate_until, reduce_by_index_2d, scatter_2d, rotate with
-- a negative count, flatten_3d/unflatten_3d, replicate of tuples.
-- ==
-- input { [1i32, 2i32, 3i32, 4i32] }
-- output { [0i32, 1i32, 3i32, 6i32] [4i32, 8i32, 12i32, 16i32] 16i32 32i32 128i32 [[1i32, 0i32], [0i32, 9i32]] [[5i32, 0i32], [0i32, 7i32]] [4i32, 1i32, 2i32, 3i32] [1i32, 2i32, 3i32, 4i32, 1i32, 2i32, 3i32, 4i32] [0i32, 0i32] [true, true] }
-- input { [1i32, 1i32, 1i32, 1i32] }
-- output { [0i32, 1i32, 2i32, 3i32] [4i32, 4i32, 4i32, 4i32] 16i32 32i32 128i32 [[1i32, 0i32], [0i32, 3i32]] [[5i32, 0i32], [0i32, 7i32]] [1i32, 1i32, 1i32, 1i32] [1i32, 1i32, 1i32, 1i32, 1i32, 1i32, 1i32, 1i32] [0i32, 0i32] [true, true] }

entry main (xs: [4]i32) =
  let (a, b, c, d) = unzip4 (zip4 xs xs xs xs)
  let quad = map4 (\p q r s -> p + q + r + s) a b c d
  let hist2 = reduce_by_index_2d (replicate 2 (replicate 2 0)) (+) 0 [(0, 0), (1, 1), (1, 1)] [1, xs[1], xs[2] + xs[3]]
  let sc2 = scatter_2d (replicate 2 (replicate 2 0)) [(0, 0), (1, 1)] [5, 7]
  let cube = unflatten_3d (xs ++ xs :> [2 * 2 * 2]i32)
  in ( exscan (+) 0 xs
     , quad
     , iterate 4 (* 2) 1
     , iterate_while (< 20) (* 2) 1 + iterate_until (> 20) (* 2) 1 - 32
     , iterate_until (> 100) (* 2) 1
     , hist2
     , sc2
     , rotate (-1) xs
     , flatten_3d cube
     , unzip (replicate 2 (0i32, true)) )
