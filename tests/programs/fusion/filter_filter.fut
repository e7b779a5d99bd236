-- Filter into filter (fusion/fuse_filter.cpp): `filter q (filter p xs)`
-- is one filter with predicate `p x && q x` (one scan, one scatter; q is
-- evaluated only where p holds: here the division is safe).
-- ==
-- input { [4i64, 0i64, -3i64, 8i64, 5i64, 2i64] } output { [4i64, 8i64, 2i64] }
-- input { [0i64, 0i64] } output { empty([0]i64) }
-- input { empty([0]i64) } output { empty([0]i64) }
-- random input { [10007]i64 } auto output
-- structure { SegScatter 1 SegScan 1 }

def main (xs: []i64): []i64 = filter (\x -> 12 / x % 2 == 1 || x % 2 == 0) (filter (> 0) xs)
