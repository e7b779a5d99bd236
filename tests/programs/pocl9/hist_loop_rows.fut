-- A histogram per row inside a sequential loop over rounds (the row
-- rotated each round, the histograms added up), and a max-reduction.
-- ==
-- input { 3 [[1,2,3,4],[0,0,0,1]] }
-- output { [[0,3,3,3,3,0,0,0],[9,3,0,0,0,0,0,0]] [4,1] }
-- random input { 2 [6][65]i32 } auto output
-- compiled random input { 4 [3][1025]i32 } auto output

def main [n][m] (rounds: i32) (xss: [n][m]i32) : ([n][8]i64, [n]i32) =
  unzip (map (\xs ->
    let h = loop acc = replicate 8 0i64 for r < rounds do
      let ys = rotate (i64.i32 r) xs
      in map2 (+) acc (hist (+) 0i64 8 (map (\y -> i64.i32 (y %% 8)) ys) (replicate m 1))
    in (h, i32.maximum xs)) xss)
