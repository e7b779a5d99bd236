-- Batched matrix multiplication and a matrix power by repeated squaring in
-- a while loop; a batch of 2x2 matrices given as a 3-D array.
-- ==
-- input { [[[1, 1], [1, 0]], [[2, 0], [0, 2]]] 5 }
-- output { [[[8, 5], [5, 3]], [[32, 0], [0, 32]]] [[[2, 1], [1, 1]], [[4, 0], [0, 4]]] }
-- compiled random input { [8][16][16]i32 3 } auto output

def matmul [n] [k] [m] (a: [n][k]i32) (b: [k][m]i32) : [n][m]i32 =
  map (\r -> map (\c -> i32.sum (map2 (*) r c)) (transpose b)) a

def identity (n: i64) : [n][n]i32 = tabulate_2d n n (\i j -> i32.bool (i == j))

def power [n] (a: [n][n]i32) (p: i32) : [n][n]i32 =
  let (r, _, _) =
    loop (r, b, p) = (identity n, a, p) while p > 0 do
      let r = if p % 2 == 1 then matmul r b else r
      in (r, matmul b b, p / 2)
  in r

entry main [b] [n] (ms: [b][n][n]i32) (p: i32) =
  (map (\m -> power m p) ms, map (\m -> matmul m m) ms)
