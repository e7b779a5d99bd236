-- | A scan of rows by `map2` over rows a map makes, the map's rows also
-- returned: after fusion a scan with a mapped result of its own, split by
-- flattening and scanned per column (no host loop over the rows).
-- ==
-- input { [[1i32, 2i32], [3i32, 4i32], [5i32, 6i32]] }
-- output { [[2i32, 3i32], [4i32, 5i32], [6i32, 7i32]] [[2i32, 3i32], [8i32, 15i32], [48i32, 105i32]] [[2i32, 3i32], [6i32, 8i32], [12i32, 15i32]] }
-- input { empty([0][3]i32) } output { empty([0][3]i32) empty([0][3]i32) empty([0][3]i32) }
-- random input { [301][7]i32 } auto output
def main [n][m] (xss: [n][m]i32) =
  let ys = map (map (+ 1)) xss
  let ps = scan (map2 (*)) (replicate m 1) ys
  let ss = scan (map2 (+)) (replicate m 0) ys
  in (ys, ps, ss)
