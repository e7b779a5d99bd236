-- Map nests four and five levels deep, and reductions under four maps: an
-- OpenCL grid has three dimensions, so the leading levels share one.
-- ==
-- entry: inc4
-- input { [[[[1, 2], [3, 4]]], [[[5, 6], [7, 8]]]] }
-- output { [[[[2, 3], [4, 5]]], [[[6, 7], [8, 9]]]] }
-- input { empty([0][2][2][2]i32) } output { empty([0][2][2][2]i32) }

-- ==
-- entry: outer4
-- input { [1, 2] [10, 20] [100, 200] [1000, 2000] }
-- output { [[[[1111, 2111], [1211, 2211]], [[1121, 2121], [1221, 2221]]],
--           [[[1112, 2112], [1212, 2212]], [[1122, 2122], [1222, 2222]]]] }

-- ==
-- entry: cols_of_rows
-- input { [[1, 2], [3, 4]] [[1, 2], [3, 4]] }
-- output { [[[[8, 8], [12, 12]], [[8, 8], [12, 12]]], [[[8, 8], [12, 12]], [[8, 8], [12, 12]]]] }

entry inc4 (a: [][][][]i32) = map (map (map (map (+ 1)))) a

entry outer4 (as: []i32) (bs: []i32) (cs: []i32) (ds: []i32) =
  map (\a -> map (\b -> map (\c -> map (\d -> a + b + c + d) ds) cs) bs) as

entry cols_of_rows (xss: [][]i32) (yss: [][]i32) =
  map (\r -> map (\_ -> map (\c -> map (\_ -> i32.sum c * 2) c) (transpose yss)) r) xss

-- ==
-- entry: inc5
-- input { [[[[[1, 2]], [[3, 4]]]], [[[[5, 6]], [[7, 8]]]]] }
-- output { [[[[[0, 1]], [[2, 3]]]], [[[[4, 5]], [[6, 7]]]]] }

entry inc5 (a: [][][][][]i32) = map (map (map (map (map (\x -> x - 1))))) a

-- ==
-- entry: sums4
-- input { [[[[[1, 2, 3]], [[4, 5, 6]]]], [[[[7, 8, 9]], [[10, 11, 12]]]]] }
-- output { [[[[6], [15]]], [[[24], [33]]]] }
-- input { empty([0][1][1][1][3]i32) } output { empty([0][1][1][1]i32) }

entry sums4 (a: [][][][][]i32) = map (map (map (map i32.sum))) a

-- ==
-- entry: invariant_total
-- input { [[1, 2, 3], [4, 5, 6]] }
-- output { [[21, 21, 21], [21, 21, 21]] }

entry invariant_total [n][m] (xss: [n][m]i32) : [n][m]i32 =
  map (\row -> map (\_ -> i32.sum (map i32.sum (transpose (map (rotate 1) xss)))) row) xss

-- ==
-- entry: rep4
-- input { 2i64 [[[1, 2]], [[3, 4]]] }
-- output { [[[[1, 2]], [[3, 4]]], [[[1, 2]], [[3, 4]]]] }

entry rep4 (k: i64) (a: [][][]i32) = replicate k a

-- ==
-- entry: swap4
-- input { [[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]] }
-- output { [[[[1, 5], [2, 6]], [[3, 7], [4, 8]]]] }

entry swap4 (a: [][][][]i32) = map (\b -> map transpose (transpose b)) a
