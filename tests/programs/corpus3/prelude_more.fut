-- More of the prelude: zip4/zip5 and unzip4/unzip5, map4,
-- reduce_by_index_3d, scatter_3d, tabulate_3d, unflatten_3d,
-- flatten_4d/unflatten_4d, spread, rep, sized, manifest.
-- ==
-- input { [1i32, 2i32, 3i32] }
-- output { [4i32, 8i32, 12i32] [1i32, 2i32, 3i32] [2i32, 4i32, 6i32] [[[0i32, 0i32], [0i32, 12i32]], [[6i32, 0i32], [0i32, 0i32]]] [[[0i32, 0i32], [9i32, 0i32]]] [[[0i64, 1i64]], [[100i64, 101i64]]] [[[0i64, 1i64], [2i64, 3i64]], [[4i64, 5i64], [6i64, 7i64]]] [1i32, 1i32, 1i32, 1i32] [[[[0i64, 1i64]], [[2i64, 3i64]]]] [10i32, -1i32, 20i32, -1i32] [7i32, 7i32, 7i32] [1i32, 2i32, 3i32] [3i32, 2i32, 1i32] }

entry main (xs: []i32) =
  let n = length xs
  let (a, b, c, d) = unzip4 (zip4 xs xs xs xs)
  let (e1, _, _, _, e5) = unzip5 (zip5 xs xs xs xs (map (* 2) xs))
  let r3 = reduce_by_index_3d (replicate 2 (replicate 2 (replicate 2 0))) (+) 0 [(0, 1, 1), (1, 0, 0), (0, 1, 1)] [5, 6, 7]
  let s3 = scatter_3d (replicate 1 (replicate 2 (replicate 2 0))) [(0, 1, 0)] [9]
  let t3 = tabulate_3d 2 1 2 (\i j k -> i * 100 + j * 10 + k)
  let u3 = unflatten_3d (iota 8 :> [2 * 2 * 2]i64)
  let f4 = flatten_4d (replicate 1 (replicate 2 (replicate 1 (replicate 2 1i32))))
  let u4 = unflatten_4d (iota 4 :> [1 * 2 * 1 * 2]i64)
  let sp = spread 4 (-1) [2, 0] [20, 10]
  let rp : [3]i32 = rep 7
  let sz = sized n xs
  let mf = manifest (reverse xs)
  in (map4 (\p q r s -> p + q + r + s) a b c d, e1, e5, r3, s3, t3, u3, f4, u4, sp, rp, sz, mf)
