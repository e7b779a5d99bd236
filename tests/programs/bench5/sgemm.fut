-- SGEMM C := α·A·B + β·C, a batched version over a leading dimension,
-- and a tiled formulation whose tiles are built with `unflatten`; all
-- three are compared.
-- ==
-- entry: main
-- input { 2f32 0.5f32
--         [[1f32, 2f32], [3f32, 4f32], [5f32, 6f32]]
--         [[1f32, 0f32, 2f32, 1f32], [0f32, 1f32, 1f32, 3f32]]
--         [[2f32, 2f32, 2f32, 2f32], [0f32, 0f32, 0f32, 0f32], [4f32, 4f32, 4f32, 4f32]] }
-- output { [[3f32, 5f32, 9f32, 15f32], [6f32, 8f32, 20f32, 30f32], [12f32, 14f32, 34f32, 48f32]] }
-- ==
-- entry: batched
-- input { [[[1f32, 1f32], [0f32, 1f32]], [[2f32, 0f32], [0f32, 2f32]]]
--         [[[1f32, 2f32], [3f32, 4f32]], [[1f32, 2f32], [3f32, 4f32]]] }
-- output { [[[4f32, 6f32], [3f32, 4f32]], [[2f32, 4f32], [6f32, 8f32]]] }
-- ==
-- entry: tiled_agrees
-- input { 2i64 3i64 } output { true }

def dotprod [n] (xs: [n]f32) (ys: [n]f32) : f32 = reduce (+) 0 (map2 (*) xs ys)

def gemm [n][m][p] (alpha: f32) (beta: f32) (a: [n][m]f32) (b: [m][p]f32) (c: [n][p]f32) : [n][p]f32 =
  map2 (\arow crow -> map2 (\bcol cv -> alpha * dotprod arow bcol + beta * cv) (transpose b) crow) a c

entry main [n][m][p] (alpha: f32) (beta: f32) (a: [n][m]f32) (b: [m][p]f32) (c: [n][p]f32) =
  gemm alpha beta a b c

entry batched [k][n][m][p] (as: [k][n][m]f32) (bs: [k][m][p]f32) : [k][n][p]f32 =
  map2 (\a b -> gemm 1 0 a b (replicate n (replicate p 0))) as bs

-- Blocked product: both matrices are (t*s)x(t*s), split into t×t tiles.
def tiled [t][s] (a: [t * s][t * s]f32) (b: [t * s][t * s]f32) : [t * s][t * s]f32 =
  let tiles (x: [t * s][t * s]f32) : [t][t][s][s]f32 =
    map (\rows -> transpose (map (\r -> unflatten r) rows)) (unflatten x)
  let at = tiles a
  let bt = tiles b
  let ct = tabulate_2d t t (\i j ->
             loop acc = replicate s (replicate s 0f32) for k < t do
               let prod = map (\ar -> map (\bc -> dotprod ar bc) (transpose bt[k, j])) at[i, k]
               in map2 (map2 (+)) acc prod)
  in flatten (map (\trow -> map flatten (transpose trow)) ct)

entry tiled_agrees (t: i64) (s: i64) =
  let a = tabulate_2d (t * s) (t * s) (\i j -> f32.i64 ((i * 7 + j * 3) % 5) - 2)
  let b = tabulate_2d (t * s) (t * s) (\i j -> f32.i64 ((i + 2 * j) % 4))
  let ref = gemm 1 0 a b (map (map (const 0)) a)
  let res = tiled a b
  in and (map2 (==) (flatten ref) (flatten res))
