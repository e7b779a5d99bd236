-- Softmax of each row: fusion makes `let es = map ... xs; let s = f32.sum
-- es` one Screma with a mapped output beside its reduction; flattening
-- splits it again inside the map over rows (split_mapped_outputs), so
-- that every part is a nest: a segmented max, a 2-D map, a segmented sum
-- and a 2-D map, with no sequential loop over a row in one thread.  The
-- first map (the exponentials) is cheap and read only at each reader's own
-- point: the sum and the last map recompute it (flatten/recompute.cpp)
-- rather than store it.
-- ==
-- input { [[1f32, 2f32, 3f32], [0f32, 0f32, 0f32]] }
-- output { [[0.09003057f32, 0.24472847f32, 0.66524096f32], [0.33333334f32, 0.33333334f32, 0.33333334f32]] }
-- random input { [33][65]f32 } auto output
-- random input { [2][1000]f32 } auto output
-- input { empty([0][3]f32) } output { empty([0][3]f32) }
-- structure { SegRed 2 SegMap 1 kernels:Loop 0 kernels:Screma 0 }
def softmax [n] (xs: [n]f32): [n]f32 =
  let m = f32.maximum xs
  let es = map (\x -> f32.exp (x - m)) xs
  let s = f32.sum es
  in map (/ s) es

def main [r][c] (xss: [r][c]f32): [r][c]f32 = map softmax xss
