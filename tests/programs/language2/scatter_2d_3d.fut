-- scatter_2d and scatter_3d.
-- ==
-- input { 2i64 }
-- output { [[1i32, 0i32], [0i32, 2i32]] [[[0i32, 3i32], [0i32, 0i32]], [[0i32, 0i32], [4i32, 0i32]]] }

entry main (n: i64) =
  ( scatter_2d (replicate n (replicate n 0)) [(0, 0), (1, 1), (5, 5)] [1, 2, 3]
  , scatter_3d (replicate n (replicate n (replicate n 0))) [(0, 0, 1), (1, 1, 0)] [3, 4] )
