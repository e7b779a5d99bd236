-- Reductions whose `ne` is not neutral for the operator.  Futhark asks for
-- a neutral element, but programs write "last element" and "first element"
-- operators with an arbitrary `ne` and expect the fold of the interpreter:
-- ne folded in once, on the left.  The OpenCL reductions padded each
-- thread's chunk and each work-group with `ne` on the right, so
-- `reduce (\_ y -> y) 0 xs` gave 0 instead of the last element.
-- ==
-- entry: last
-- input { [3, 1, 4, 1, 5] } output { 5 }
-- input { [7] } output { 7 }
-- input { empty([0]i32) } output { 0 }
-- random input { [31]i32 } auto output
-- random input { [257]i32 } auto output
-- random input { [100003]i32 } auto output

entry last (xs: []i32) : i32 = reduce (\_ y -> y) 0 xs

-- ==
-- entry: last_named
-- input { [1.5f32, 2.5f32, -3f32] } output { -3f32 }
-- random input { [1]f32 } auto output
-- random input { [4097]f32 } auto output
-- random input { [100003]f32 } auto output

def second (_: f32) (y: f32) : f32 = y

entry last_named (xs: []f32) : f32 = reduce second 0f32 xs

-- The first element wins: ne is neutral on its right only, so the fold
-- gives ne (the interpreter's foldl).
-- ==
-- entry: first
-- input { [3, 1, 4] } output { 9 }
-- random input { [100003]i32 } output { 9 }

entry first (xs: []i32) : i32 = reduce (\x _ -> x) 9 xs

-- max with a non-minimal ne: the result is max(ne, max xs).
-- ==
-- entry: max_ne
-- input { [3, 1, 4] } output { 5 }
-- input { [3, 10, 4] } output { 10 }
-- random input { [257]i32 } auto output
-- random input { [100003]i32 } auto output

entry max_ne (xs: []i32) : i32 = reduce i32.max 5 xs

-- The last element of a tuple array, and the last element mapped.
-- ==
-- entry: last_pair
-- input { [1i64, 2i64, 3i64] [4f64, 5f64, 6f64] } output { 3i64 6f64 }
-- random input { [31]i64 [31]f64 } auto output
-- random input { [100003]i64 [100003]f64 } auto output

entry last_pair (is: []i64) (vs: []f64) : (i64, f64) =
  reduce (\_ b -> b) (-1, 0) (zip is vs)

-- ==
-- entry: last_mapped
-- input { [1, 2, 3] } output { 7 }
-- random input { [257]i32 } auto output
-- random input { [100003]i32 } auto output

entry last_mapped (xs: []i32) : i32 =
  xs |> map (\x -> x * 2 + 1) |> reduce (\_ y -> y) (-1)

-- The last non-negative element (ne -1 is neutral: op(x, -1) = x, but
-- op(-1, x) = x too only because -1 is skipped).
-- ==
-- entry: last_nonneg
-- input { [3, -1, 4, -5] } output { 4 }
-- random input { [100003]i32 } auto output

entry last_nonneg (xs: []i32) : i32 =
  reduce (\x y -> if y >= 0 then y else x) (-1) xs

-- Per row and per column.
-- ==
-- entry: last_rows
-- input { [[1, 2, 3], [4, 5, 6]] } output { [3, 6] }
-- random input { [31][257]i32 } auto output
-- random input { [257][31]i32 } auto output
-- random input { [3][100003]i32 } auto output
-- random input { [100003][1]i32 } auto output

entry last_rows (xss: [][]i32) : []i32 = map (reduce (\_ y -> y) 0) xss

-- ==
-- entry: last_cols
-- input { [[1, 2, 3], [4, 5, 6]] } output { [4, 5, 6] }
-- random input { [31][257]i32 } auto output
-- random input { [257][31]i32 } auto output
-- random input { [100003][3]i32 } auto output

entry last_cols [n] (xss: [][n]i32) : [n]i32 =
  reduce (map2 (\_ y -> y)) (replicate n 0) xss

-- ==
-- entry: last_cols_t
-- input { [[1, 2, 3], [4, 5, 6]] } output { [4, 5, 6] }
-- random input { [31][257]i32 } auto output
-- random input { [100003][3]i32 } auto output

entry last_cols_t (xss: [][]i32) : []i32 =
  map (reduce (\_ y -> y) 0) (transpose xss)

-- Scans with the same operators: the scan of "last" is the array itself.
-- ==
-- entry: scan_last
-- input { [1, 2, 3] } output { [1, 2, 3] [0, 0, 0] }
-- random input { [31]i32 } auto output
-- random input { [100003]i32 } auto output

entry scan_last (xs: []i32) : ([]i32, []i32) =
  (scan (\_ y -> y) 0 xs, scan (\x _ -> x) 0 xs)

-- ==
-- entry: scan_last_rows
-- input { [[1, 2], [3, 4]] } output { [[1, 2], [3, 4]] }
-- random input { [257][31]i32 } auto output
-- random input { [3][100003]i32 } auto output

entry scan_last_rows (xss: [][]i32) : [][]i32 = map (scan (\_ y -> y) 7) xss
