-- A scan of each row (a contiguous chunk per thread, a scan of the chunk
-- totals in local memory) followed by a reduction and a map of the
-- scanned row.
-- ==
-- random input { [37][101]i32 } auto output
-- compiled random input { [300][1000]i32 } auto output
-- random input { [150][1]i32 } auto output
-- random input { [150][0]i32 } auto output
-- compiled random input { [140][20000]i32 } auto output

def main [n][m] (xss: [n][m]i32) : [n][m]i32 =
  map (\r ->
         let c = scan (+) 0 (map (% 1000) r)
         let t = i32.maximum c
         in map (\x -> t - x) c)
      xss
