-- Elementwise maps reading an array transposed: flatten/recompute.cpp
-- inlines the transpose into the map and backend/tilemap_codegen.h reads
-- it through local tiles, one kernel (SegMap 1 per entry, where the
-- transpose was a kernel of its own).  Square and rectangular arrays,
-- sizes that are not multiples of the 32 x 32 tiles, two results, a
-- condition, and an integer division that fails (the error raised from
-- the kernel).  A transpose that is also returned stays a kernel, and so
-- does the transpose of an array that the map also reads untransposed
-- (`two_transposed`: a's transpose is a kernel, b's is read in tiles).
-- ==
-- entry: add_square two_transposed two_results select_max
-- input { [[1f32, 2f32], [3f32, 4f32]] [[10f32, 20f32], [30f32, 40f32]] } auto output
-- input { empty([0][0]f32) empty([0][0]f32) } auto output
-- random input { [1][1]f32 [1][1]f32 } auto output
-- random input { [33][33]f32 [33][33]f32 } auto output
-- random input { [97][97]f32 [97][97]f32 } auto output
-- compiled random input { [1000][1000]f32 [1000][1000]f32 } auto output
-- structure { SegMap 9 }

entry add_square [n] (a: [n][n]f32) (b: [n][n]f32) : [n][n]f32 =
  map2 (map2 (+)) a (transpose b)


entry two_transposed [n] (a: [n][n]f32) (b: [n][n]f32) : [n][n]f32 =
  map3 (map3 (\x y z -> x + y * z)) a (transpose b) (transpose a)

entry two_results [n] (a: [n][n]f32) (b: [n][n]f32) : ([n][n]f32, [n][n]f32) =
  unzip (map2 (map2 (\x y -> (x + y, x - y))) a (transpose b) |> map unzip)

entry select_max [n] (a: [n][n]f32) (b: [n][n]f32) : [n][n]f32 =
  map2 (map2 (\x y -> if x > y then x else y - 1)) a (transpose b)

-- ==
-- entry: add_rect
-- input { [[1f32, 2f32, 3f32]] [[10f32], [20f32], [30f32]] } output { [[-8f32, -16f32, -24f32]] }
-- input { empty([0][3]f32) empty([3][0]f32) } output { empty([0][3]f32) }
-- random input { [33][65]f32 [65][33]f32 } auto output
-- random input { [100][7]f32 [7][100]f32 } auto output
entry add_rect [n][m] (a: [n][m]f32) (b: [m][n]f32) : [n][m]f32 =
  map2 (map2 (\x y -> x * 2 - y)) a (transpose b)

-- ==
-- entry: div_transposed
-- input { [[1i32, 2i32], [3i32, 4i32]] [[1i32, 2i32], [3i32, 4i32]] } output { [[1i32, 0i32], [1i32, 1i32]] }
-- input { [[1i32, 2i32], [3i32, 4i32]] [[1i32, 0i32], [3i32, 4i32]] } error: division by zero
entry div_transposed [n] (a: [n][n]i32) (b: [n][n]i32) : [n][n]i32 =
  map2 (map2 (/)) a (transpose b)

-- ==
-- entry: transpose_kept
-- input { [[1f32, 2f32], [3f32, 4f32]] } auto output
-- random input { [37][37]f32 } auto output
entry transpose_kept [n] (a: [n][n]f32) : ([n][n]f32, [n][n]f32) =
  let t = transpose a
  in (map2 (map2 (+)) a t, t)
