-- First and last non-zero element: associative, not commutative, with 0
-- neutral on both sides.  Sparse inputs (about one element in 97 non-zero)
-- so that the answer is not simply the first or last element.
-- ==
-- entry: first_last
-- input { [0, 0, 194, 0, 291, 0] } output { 194 291 }
-- input { [0, 0] } output { 0 0 }
-- input { empty([0]i32) } output { 0 0 }
-- random input { [1]i32 } auto output
-- random input { [31]i32 } auto output
-- random input { [257]i32 } auto output
-- random input { [100003]i32 } auto output

def sparse (x: i32) : i32 = if x % 97 == 0 then x else 0

entry first_last (xs: []i32) : (i32, i32) =
  let ys = map sparse xs
  in (reduce (\x y -> if x != 0 then x else y) 0 ys,
      reduce (\x y -> if y != 0 then y else x) 0 ys)

-- The same as scans (fill forward, and the first non-zero seen so far).
-- ==
-- entry: fill
-- input { [0, 194, 0, 0, 291, 0] } output { [0, 194, 194, 194, 291, 291] [0, 194, 194, 194, 194, 194] }
-- random input { [1]i32 } auto output
-- random input { [31]i32 } auto output
-- random input { [257]i32 } auto output
-- random input { [100003]i32 } auto output

entry fill (xs: []i32) : ([]i32, []i32) =
  let ys = map sparse xs
  in (scan (\x y -> if y != 0 then y else x) 0 ys,
      scan (\x y -> if x != 0 then x else y) 0 ys)

-- Per row and per column, with an index carried (the position of the
-- last non-zero element; -1 where there is none).
-- ==
-- entry: last_index_rows
-- input { [[0, 485, 0], [0, 0, 0]] } output { [1i64, -1i64] [485, 0] }
-- random input { [31][257]i32 } auto output
-- random input { [257][31]i32 } auto output
-- random input { [3][100003]i32 } auto output
-- random input { [100003][1]i32 } auto output

def last_nz (i: i64, x: i32) (j: i64, y: i32) : (i64, i32) = if y != 0 then (j, y) else (i, x)

entry last_index_rows [m][n] (xss: [m][n]i32) : ([m]i64, [m]i32) =
  unzip (map (\r -> reduce last_nz (-1, 0) (zip (iota n) (map sparse r))) xss)

-- ==
-- entry: first_cols
-- input { [[0, 485, 0], [194, 291, 0]] } output { [194, 485, 0] }
-- random input { [31][257]i32 } auto output
-- random input { [257][31]i32 } auto output
-- random input { [100003][3]i32 } auto output

entry first_cols [m][n] (xss: [m][n]i32) : [n]i32 =
  reduce (map2 (\x y -> if x != 0 then x else y)) (replicate n 0) (map (map sparse) xss)

-- ==
-- entry: last_cols_t
-- input { [[0, 485, 0], [194, 291, 0]] } output { [194, 291, 0] }
-- random input { [31][257]i32 } auto output
-- random input { [100003][3]i32 } auto output

entry last_cols_t [m][n] (xss: [m][n]i32) : [n]i32 =
  map (\c -> reduce (\x y -> if y != 0 then y else x) 0 (map sparse c)) (transpose xss)
