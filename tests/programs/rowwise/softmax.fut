-- Softmax of each row: a maximum, a sum of exponentials, a map, on one
-- work-group per row where the rows fit local memory (ir/rowgroup.h), else
-- the flattened kernels.  Rows not a multiple of the group size, one
-- element, empty rows, fewer rows than the device has compute units, rows
-- too long for local memory.
-- ==
-- random input { [37][101]f32 } auto output
-- compiled random input { [300][101]f32 } auto output
-- random input { [200][1]f32 } auto output
-- random input { [200][0]f32 } auto output
-- random input { [0][16]f32 } auto output
-- random input { [5][700]f32 } auto output
-- compiled random input { [150][2049]f32 } auto output
-- compiled random input { [140][7000]f32 } auto output
-- structure { SegGroup 1 SegRed 2 SegMap 1 }

def softmax [m] (r: [m]f32) : [m]f32 =
  let mx = f32.maximum r
  let es = map (\x -> f32.exp (x - mx)) r
  let s = f32.sum es
  in map (/ s) es

def main [n][m] (xss: [n][m]f32) : [n][m]f32 = map softmax xss
