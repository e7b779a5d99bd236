-- Prefix sums of each row, `map (scan (+) 0) xss`.  On GPU profiles few
-- rows, or rows too long for a row group, run as one flat segmented
-- scan over all the elements; very many short rows a thread a row (the
-- host chooses at run time, tuning parameter main_segscan0).
-- ==
-- input { [[1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [1, 1, 1, 1, 1]] }
-- output { [[1, 3, 6, 10, 15], [6, 13, 21, 30, 40], [1, 2, 3, 4, 5]] }
-- random input { [1][100000]i32 } auto output
-- random input { [3][5000]i32 } auto output
-- random input { [3][2049]i32 } auto output
-- random input { [16][65537]i32 } auto output
-- random input { [5][0]i32 } auto output
-- random input { [0][77]i32 } auto output
-- random input { [20000][3]i32 } auto output
-- random input { [300000][2]i32 } auto output
-- random input { [2048][1]i32 } auto output

def main [m][n] (xss: [m][n]i32) : [m][n]i32 = map (scan (+) 0) xss
