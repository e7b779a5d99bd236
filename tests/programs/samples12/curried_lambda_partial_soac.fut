-- A function whose result is a function, passed to a SOAC that is itself
-- only partly applied (`map2 (map2 (\x -> \y -> ...))`): the inner map2
-- calls it with all its arguments at once.  Lambdas written `\x -> \y ->
-- e` (a lambda whose body is a lambda), definitions returning a lambda,
-- and local functions doing the same, in map, map2, map3 and a reduce.

def pick (flags: [][]bool) (xss: [][]i64) : [][]i64 =
  map2 (map2 (\b -> \x -> if b then x else -1)) flags xss

def add3 (xss: [][]i32) (yss: [][]i32) (zss: [][]i32) =
  map3 (map3 (\x -> \y z -> x + y * z)) xss yss zss

def plus (x: f32) = \(y: f32) -> x + y

def add_rows (xss: [][]f32) (yss: [][]f32) = map2 (map2 plus) xss yss

def scaled (k: i32) (xss: [][]i32) (yss: [][]i32) =
  let f x = \y -> k * x - y
  in map2 (map2 f) xss yss

def row_sums (xss: [][]i32) = map (reduce (\a -> \b -> a + b) 0) xss

def deep (xsss: [][][]i32) (ysss: [][][]i32) =
  map2 (map2 (map2 (\x -> \y -> x * 10 + y))) xsss ysss

-- ==
-- entry: pick_entry
-- input { [[true, false], [false, true]] [[1i64, 2i64], [3i64, 4i64]] }
-- output { [[1i64, -1i64], [-1i64, 4i64]] }
-- input { empty([0][3]bool) empty([0][3]i64) }
-- output { empty([0][3]i64) }
entry pick_entry (flags: [][]bool) (xss: [][]i64) = pick flags xss

-- ==
-- entry: add3_entry
-- input { [[1, 2], [3, 4]] [[5, 6], [7, 8]] [[2, 2], [3, 0]] }
-- output { [[11, 14], [24, 4]] }
entry add3_entry (xss: [][]i32) (yss: [][]i32) (zss: [][]i32) = add3 xss yss zss

-- ==
-- entry: add_rows_entry
-- input { [[1f32, 2f32, 3f32]] [[0.5f32, 0.25f32, 0f32]] }
-- output { [[1.5f32, 2.25f32, 3f32]] }
entry add_rows_entry (xss: [][]f32) (yss: [][]f32) = add_rows xss yss

-- ==
-- entry: scaled_entry
-- input { 3 [[1, 2], [3, 4]] [[1, 1], [0, 5]] }
-- output { [[2, 5], [9, 7]] }
entry scaled_entry (k: i32) (xss: [][]i32) (yss: [][]i32) = scaled k xss yss

-- ==
-- entry: row_sums_entry
-- input { [[1, 2, 3], [4, 5, 6]] }
-- output { [6, 15] }
entry row_sums_entry (xss: [][]i32) = row_sums xss

-- ==
-- entry: deep_entry
-- input { [[[1, 2]], [[3, 4]]] [[[5, 6]], [[7, 8]]] }
-- output { [[[15, 26]], [[37, 48]]] }
entry deep_entry (xsss: [][][]i32) (ysss: [][][]i32) = deep xsss ysss
