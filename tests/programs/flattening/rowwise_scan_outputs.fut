-- A map over rows whose body scans and reduces values it also returns:
-- the fused Screma (mapped outputs beside a scan and a reduction) is split
-- into a map and segmented operators over its arrays.
-- ==
-- input { [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32]] }
-- output { [[2i32, 6i32, 12i32], [8i32, 18i32, 30i32]] [12i32, 30i32] [[2i32, 4i32, 6i32], [8i32, 10i32, 12i32]] }
-- random input { [17][40]i32 } auto output
-- structure { kernels:Loop 0 kernels:Screma 0 }
def main [r][c] (xss: [r][c]i32): ([r][c]i32, [r]i32, [r][c]i32) =
  unzip3 (map (\xs -> let ys = map (* 2) xs
                      in (scan (+) 0 ys, i32.sum ys, ys)) xss)
