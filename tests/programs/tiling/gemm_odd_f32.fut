-- sgemm (b read by index) at odd sizes (guarded tile-2d kernels) and at
-- multiples of the tile and of the chunk of q (exact kernels).  These sizes
-- run the small-tile variant on GPU profiles; the 128x128 one needs about
-- 1500x1500 outputs, too slow for the interpreter's reference here.
-- ==
-- random input { [1][1]f32 [1][1]f32 } auto output
-- random input { [17][33]f32 [33][65]f32 } auto output
-- random input { [130][7]f32 [7][129]f32 } auto output
-- random input { [128][32]f32 [32][64]f32 } auto output
def main [m][k][n] (a: [m][k]f32) (b: [k][n]f32): [m][n]f32 =
  map (\row -> map (\j -> reduce (+) 0 (map (\q -> row[q] * b[q, j]) (iota k))) (iota n)) a
