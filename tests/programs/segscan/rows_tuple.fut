-- Row scans with a tuple operator (an i64 sum and an f32 maximum) and
-- with an operator that is not commutative (composition of affine maps
-- x -> a*x + b, exact in wrapping i32 arithmetic), over few long rows:
-- the flat segmented scan must keep each row's order.
-- ==
-- entry: sum_max
-- random input { [3][5000]i64 [3][5000]f32 } auto output
-- compiled random input { [2][70001]i64 [2][70001]f32 } auto output
-- random input { [4][0]i64 [4][0]f32 } auto output
-- random input { [9999][5]i64 [9999][5]f32 } auto output
-- ==
-- entry: affine
-- input { [[2, 3, 1], [1, 1, 2]] [[1, 0, 5], [4, 4, 0]] }
-- output { [[2, 6, 6], [1, 1, 2]] [[1, 3, 8], [4, 8, 16]] }
-- compiled random input { [3][5000]i32 [3][5000]i32 } auto output
-- compiled random input { [1][65536]i32 [1][65536]i32 } auto output
-- random input { [0][5]i32 [0][5]i32 } auto output

entry sum_max [m][n] (xss: [m][n]i64) (yss: [m][n]f32) : ([m][n]i64, [m][n]f32) =
  unzip (map2 (\xs ys -> unzip (scan (\(a, b) (c, d) -> (a + c, f32.max b d)) (0, -f32.inf) (zip xs ys))) xss yss)

entry affine [m][n] (as: [m][n]i32) (bs: [m][n]i32) : ([m][n]i32, [m][n]i32) =
  let comp (a1: i32, b1: i32) (a2: i32, b2: i32) = (a1 * a2, b1 * a2 + b2)
  in unzip (map2 (\a b -> unzip (scan comp (1, 0) (zip a b))) as bs)
