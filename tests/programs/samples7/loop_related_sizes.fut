-- A loop whose parameter's sizes change in every iteration, where the body
-- needs two of them to be one size (a square matrix doubled in each
-- iteration, as in a Bayer matrix): each size of the loop parameter is
-- the iteration's own, and the body may relate them.
-- ==
-- entry: bayer
-- input { 0i64 } output { [[0i32, 2i32], [3i32, 1i32]] }
-- input { 1i64 } output { [[0i32, 8i32, 2i32, 10i32], [12i32, 4i32, 14i32, 6i32], [3i32, 11i32, 1i32, 9i32], [15i32, 7i32, 13i32, 5i32]] }

def quad [n] 't (a: [n][n]t) (b: [n][n]t) (c: [n][n]t) (d: [n][n]t) : [][]t =
  let top = map2 (++) a b
  let bottom = map2 (++) c d
  in top ++ bottom

entry bayer (k: i64) : [][]i32 =
  let helper i = map (map (\x -> 4 * x + i))
  let m = [[0, 2], [3, 1]]
  in loop m for _i < k do
       quad (helper 0 m) (helper 2 m) (helper 3 m) (helper 1 m)

-- The same with a `while` loop, the matrix in a tuple beside a counter,
-- and a body that multiplies the matrix by itself before growing it.
-- ==
-- entry: grow_square
-- input { 3i64 } output { 8i64 8i64 }

def matmul [n] (a: [n][n]i64) (b: [n][n]i64) : [n][n]i64 =
  map (\row -> map (\col -> i64.sum (map2 (*) row col)) (transpose b)) a

entry grow_square (k: i64) =
  let (m, _) =
    loop (m, i) = ([[1i64]], 0) while i < k do
      let sq = matmul m m
      in (quad sq sq sq sq, i + 1)
  in (length m, length (transpose m))

-- Sizes that change independently stay independent.
-- ==
-- entry: independent
-- input { 3i64 } output { 4i64 7i64 }

entry independent (k: i64) =
  let (xs, ys) = loop (xs, ys) = ([0i64], [0i64]) for i < k do (xs ++ [i], ys ++ [i, i])
  in (length xs, length ys)
