-- Batched small matrix products written with indices: one 4-D SegRed, no
-- intermediate array.
-- ==
-- input { [[[1i32, 2i32], [3i32, 4i32]]] [[[5i32, 6i32], [7i32, 8i32]]] }
-- output { [[[19i32, 22i32], [43i32, 50i32]]] }
-- compiled random input { [64][16][16]i32 [64][16][16]i32 } auto output
-- random input { [3][5][7]i32 [3][7][6]i32 } auto output
-- structure { SegRed 1 SegMap 0 kernels:Screma 0 }
def main [b][n][m][p] (xs: [b][n][m]i32) (ys: [b][m][p]i32): [b][n][p]i32 =
  map2 (\x y -> map (\i -> map (\j -> reduce (+) 0 (map (\k -> x[i, k] * y[k, j]) (iota m))) (iota p)) (iota n)) xs ys
