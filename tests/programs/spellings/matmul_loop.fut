-- The matrix product with a sequential accumulation loop per element, the
-- way a C programmer writes it: the loop in the map's lambda is a
-- reduction over a map of `iota k` (ir/simplify.cpp), so the nest is the
-- tile-2d SegRed of `f32.sum (map2 (*) r c)`, not a SegMap with a loop.
-- ==
-- input { [[1f32, 2f32], [3f32, 4f32]] [[5f32, 6f32], [7f32, 8f32]] }
-- output { [[19f32, 22f32], [43f32, 50f32]] }
-- random input { [17][33]f32 [33][5]f32 } auto output
-- random input { [64][64]f32 [64][64]f32 } auto output
-- random input { [0][3]f32 [3][4]f32 } auto output
-- random input { [3][0]f32 [0][4]f32 } auto output
-- structure { SegRed 1 SegMap 0 kernels:Loop 0 }
def main [n][k][m] (a: [n][k]f32) (b: [k][m]f32) : [n][m]f32 =
  tabulate_2d n m (\i j -> loop acc = 0f32 for l < k do acc + a[i, l] * b[l, j])
