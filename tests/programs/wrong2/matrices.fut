-- Products of 2x2 integer matrices: associative (i32 arithmetic wraps, a
-- ring), not commutative, with the identity as neutral element.  Every
-- fold must keep the order of its elements: reduce, scan, per row, per
-- column, at sizes that leave work-groups and chunks part full.
-- ==
-- entry: product
-- input { [1, 2] [1, 0] [0, 1] [1, 1] } output { 3 1 1 1 }
-- input { empty([0]i32) empty([0]i32) empty([0]i32) empty([0]i32) } output { 1 0 0 1 }
-- random input { [1]i32 [1]i32 [1]i32 [1]i32 } auto output
-- random input { [31]i32 [31]i32 [31]i32 [31]i32 } auto output
-- random input { [257]i32 [257]i32 [257]i32 [257]i32 } auto output
-- random input { [100003]i32 [100003]i32 [100003]i32 [100003]i32 } auto output

type m2 = (i32, i32, i32, i32)

def mmul ((a0, b0, c0, d0): m2) ((a1, b1, c1, d1): m2) : m2 =
  (a0 * a1 + b0 * c1, a0 * b1 + b0 * d1, c0 * a1 + d0 * c1, c0 * b1 + d0 * d1)

def id2 : m2 = (1, 0, 0, 1)

entry product (as: []i32) (bs: []i32) (cs: []i32) (ds: []i32) : m2 =
  reduce mmul id2 (zip4 as bs cs ds)

-- The same with the matrices built by a map (small entries, Fibonacci-like
-- products) and written with an inline lambda.
-- ==
-- entry: product_mapped
-- input { 3i64 } output { 1 2 0 1 }
-- input { 31i64 } auto output
-- input { 257i64 } auto output
-- input { 100003i64 } auto output

entry product_mapped (n: i64) : m2 =
  iota n
  |> map (\i -> if i % 3 == 0 then (1, 1, 1, 0) else if i % 3 == 1 then (1, 0, i32.i64 (i % 5), 1) else (0, 1, 1, 0))
  |> reduce (\(a0, b0, c0, d0) (a1, b1, c1, d1) ->
               (a0 * a1 + b0 * c1, a0 * b1 + b0 * d1, c0 * a1 + d0 * c1, c0 * b1 + d0 * d1))
            (1, 0, 0, 1)

-- ==
-- entry: prefix_products
-- input { [1, 2] [1, 0] [0, 1] [1, 1] } output { [1, 3] [1, 1] [0, 1] [1, 1] }
-- random input { [1]i32 [1]i32 [1]i32 [1]i32 } auto output
-- random input { [31]i32 [31]i32 [31]i32 [31]i32 } auto output
-- random input { [257]i32 [257]i32 [257]i32 [257]i32 } auto output
-- random input { [100003]i32 [100003]i32 [100003]i32 [100003]i32 } auto output

entry prefix_products (as: []i32) (bs: []i32) (cs: []i32) (ds: []i32) : ([]i32, []i32, []i32, []i32) =
  unzip4 (scan mmul id2 (zip4 as bs cs ds))

-- Per row (one product a row) and per column.
-- ==
-- entry: row_products
-- random input { [1][1]i32 [1][1]i32 [1][1]i32 [1][1]i32 } auto output
-- random input { [31][257]i32 [31][257]i32 [31][257]i32 [31][257]i32 } auto output
-- random input { [257][31]i32 [257][31]i32 [257][31]i32 [257][31]i32 } auto output
-- random input { [3][100003]i32 [3][100003]i32 [3][100003]i32 [3][100003]i32 } auto output
-- random input { [100003][2]i32 [100003][2]i32 [100003][2]i32 [100003][2]i32 } auto output

entry row_products [m][n] (as: [m][n]i32) (bs: [m][n]i32) (cs: [m][n]i32) (ds: [m][n]i32) : ([m]i32, [m]i32, [m]i32, [m]i32) =
  unzip4 (map4 (\a b c d -> reduce mmul id2 (zip4 a b c d)) as bs cs ds)

-- ==
-- entry: column_products
-- random input { [1][1]i32 [1][1]i32 [1][1]i32 [1][1]i32 } auto output
-- random input { [31][257]i32 [31][257]i32 [31][257]i32 [31][257]i32 } auto output
-- random input { [257][31]i32 [257][31]i32 [257][31]i32 [257][31]i32 } auto output
-- random input { [100003][3]i32 [100003][3]i32 [100003][3]i32 [100003][3]i32 } auto output

entry column_products [m][n] (as: [m][n]i32) (bs: [m][n]i32) (cs: [m][n]i32) (ds: [m][n]i32) : ([n]i32, [n]i32, [n]i32, [n]i32) =
  let rows = map4 zip4 as bs cs ds
  in unzip4 (reduce (map2 mmul) (replicate n id2) rows)

-- ==
-- entry: column_products_t
-- random input { [31][257]i32 [31][257]i32 [31][257]i32 [31][257]i32 } auto output
-- random input { [100003][3]i32 [100003][3]i32 [100003][3]i32 [100003][3]i32 } auto output

entry column_products_t [m][n] (as: [m][n]i32) (bs: [m][n]i32) (cs: [m][n]i32) (ds: [m][n]i32) : ([n]i32, [n]i32, [n]i32, [n]i32) =
  unzip4 (map4 (\a b c d -> reduce mmul id2 (zip4 a b c d)) (transpose as) (transpose bs) (transpose cs) (transpose ds))

-- ==
-- entry: row_prefixes
-- random input { [1][1]i32 [1][1]i32 [1][1]i32 [1][1]i32 } auto output
-- random input { [31][257]i32 [31][257]i32 [31][257]i32 [31][257]i32 } auto output
-- random input { [257][31]i32 [257][31]i32 [257][31]i32 [257][31]i32 } auto output
-- random input { [3][100003]i32 [3][100003]i32 [3][100003]i32 [3][100003]i32 } auto output

entry row_prefixes [m][n] (as: [m][n]i32) (bs: [m][n]i32) (cs: [m][n]i32) (ds: [m][n]i32) : ([m][n]i32, [m][n]i32, [m][n]i32, [m][n]i32) =
  let ps = map4 (\a b c d -> scan mmul id2 (zip4 a b c d)) as bs cs ds
  in (map (map (.0)) ps, map (map (.1)) ps, map (map (.2)) ps, map (map (.3)) ps)
