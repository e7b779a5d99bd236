-- A prefix sum of each row, the only SOAC of the map's body: one
-- work-group per row (the row scanned in local memory) where rows are
-- long, else the segmented scan.
-- ==
-- random input { [7][256]i32 } auto output
-- random input { [3][1000]i32 } auto output
-- random input { [2][4096]i32 } auto output
-- random input { [3][5000]i32 } auto output
-- random input { [4][1]i32 } auto output
-- random input { [4][0]i32 } auto output
-- input { [[1, 2, 3], [4, 5, 6]] } output { [[1, 3, 6], [4, 9, 15]] }

def main [n][m] (xss: [n][m]i32) : [n][m]i32 = map (scan (+) 0) xss
