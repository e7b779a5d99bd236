-- A transposed matrix times a vector reads the transpose in place: one
-- column reduction, no transposing SegMap (perf19).
-- ==
-- random input { [37][101]f32 [37]f32 } auto output
-- compiled random input { [1000][300]f32 [1000]f32 } auto output
-- structure { SegMap 0 SegRed 1 }

def main [n][m] (a: [n][m]f32) (v: [n]f32) : [m]f32 =
  map (\c -> f32.sum (map2 (*) c v)) (transpose a)
