-- | Column prefix sums by transposing around a row scan.
-- ==
-- random input { [10007][16]i32 } auto output
-- input { empty([0][16]i32) } output { empty([0][16]i32) }
def main [n][k] (xss: [n][k]i32) : [n][k]i32 = transpose (map (scan (+) 0) (transpose xss))
