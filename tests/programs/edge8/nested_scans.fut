-- Scans nested in two and three maps (on OpenCL their outer dimensions
-- are collapsed into one segment dimension), with a tuple operator, a
-- mapped result beside the scan, and zero-size dimensions.
-- ==
-- entry: s3
-- input { [[[1, 2, 3], [4, 5, 6]], [[7, 8, 9], [1, 1, 1]]] } output { [[[1, 3, 6], [4, 9, 15]], [[7, 15, 24], [1, 2, 3]]] }
-- input { empty([0][2][3]i32) } output { empty([0][2][3]i32) }
-- input { empty([2][0][3]i32) } output { empty([2][0][3]i32) }
-- input { empty([2][3][0]i32) } output { empty([2][3][0]i32) }
-- entry: s4_pairs
-- input { [[[[1, -2], [3, 0]]], [[[5, 5], [-1, 2]]]] }
-- output { [[[[1, -1], [3, 3]]], [[[5, 10], [-1, 1]]]] [[[[1, 1], [3, 3]]], [[[5, 5], [-1, 2]]]] [[[[2, -4], [6, 0]]], [[[10, 10], [-2, 4]]]] }
-- entry: indexed
-- input { 2i64 3i64 4i64 } output { [[[0, 1, 3, 6], [1, 3, 6, 10], [2, 5, 9, 14]], [[1, 3, 6, 10], [2, 5, 9, 14], [3, 7, 12, 18]]] }

entry s3 (x: [][][]i32) = map (map (scan (+) 0)) x

entry s4_pairs (x: [][][][]i32) =
  let r = map (map (map (\row ->
            let (s, m) = unzip (scan (\(a, b) (c, d) -> (a + c, i32.max b d))
                                     (0, i32.lowest) (zip row row))
            in (s, m, map (* 2) row)))) x
  in (map (map (map (.0))) r, map (map (map (.1))) r, map (map (map (.2))) r)

entry indexed (a: i64) (b: i64) (c: i64) =
  tabulate_2d a b (\i j -> scan (+) 0 (map (\k -> i32.i64 (i + j + k)) (iota c)))
