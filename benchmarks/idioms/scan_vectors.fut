-- | Prefix sums of [16] vectors, `scan (map2 (+))`: 16 column scans,
-- one flat segmented scan over the transposed rows.
-- ==
-- random input { [10007][16]i32 } auto output
-- input { empty([0][16]i32) } output { empty([0][16]i32) }
def main [n][k] (rows: [n][k]i32) : [n][k]i32 = scan (map2 (+)) (replicate k 0) rows
