-- | Prefix sums of a few long rows (`map (scan (+) 0) xss`, 16 rows):
-- one flat segmented scan over all the elements on GPU profiles.
-- ==
-- random input { [3][10007]i32 } auto output
-- random input { [16][1000]i32 } auto output
-- input { empty([0][5]i32) } output { empty([0][5]i32) }
def main [m][n] (xss: [m][n]i32) : [m][n]i32 = map (scan (+) 0) xss
