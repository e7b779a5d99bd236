-- The tile-2d kernels' variants at sizes the tiles do not divide (GPU
-- profiles; these sizes run the 64-wide tiles, the same template as the
-- 128-wide ones): 32-bit indices with vector loads and stores where k and
-- n are multiples of 4 (70x36x68: m, n not multiples of the tile, k not
-- of the 32-step chunk; 65x8x132), exact (64x32x128), and scalar guarded
-- loads (67x33x65, 64x32x130).
-- ==
-- random input { [70][36]f32 [36][68]f32 } auto output
-- random input { [65][8]f32 [8][132]f32 } auto output
-- random input { [64][32]f32 [32][128]f32 } auto output
-- random input { [67][33]f32 [33][65]f32 } auto output
-- random input { [64][32]f32 [32][130]f32 } auto output
def main [m][k][n] (a: [m][k]f32) (b: [k][n]f32): [m][n]f32 =
  map (\ar -> map (\bc -> f32.sum (map2 (*) ar bc)) (transpose b)) a
