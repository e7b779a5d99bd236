-- Softmax of each row with the maximum taken by a sequential `loop`
-- (benchmarks/idioms/softmax_loop_max.fut): the loop folds by f32.max from
-- a constant, so the simplifier makes it a reduction (ir/simplify.cpp,
-- loop_as_reduce), also beside the body's maps and sum; the row then gets
-- the row group, as `f32.maximum` does (tests/programs/rowwise/softmax.fut),
-- not a kernel running the loop per row.
-- ==
-- random input { [37][101]f32 } auto output
-- compiled random input { [300][101]f32 } auto output
-- random input { [200][1]f32 } auto output
-- random input { [200][0]f32 } auto output
-- random input { [0][16]f32 } auto output
-- random input { [5][700]f32 } auto output
-- compiled random input { [150][2049]f32 } auto output
-- input { [[1f32, -f32.inf, 3f32], [-f32.inf, 0f32, 0f32]] } auto output
-- structure { SegGroup 1 SegRed 2 SegMap 1 }

def softmax [m] (r: [m]f32) : [m]f32 =
  let mx = loop mx = f32.lowest for x in r do f32.max mx x
  let s = reduce (+) 0 (map (\x -> f32.exp (x - mx)) r)
  in map (\x -> f32.exp (x - mx) / s) r

def main [n][m] (xss: [n][m]f32) : [n][m]f32 = map softmax xss
