-- Filter into reduce (fusion/fuse_filter.cpp): `reduce (+) 0 (filter p xs)`
-- becomes one redomap whose map yields x or the neutral element; no scan,
-- no scatter (one SegRed).
-- ==
-- input { [1i64, -2i64, 3i64, -4i64, 5i64] } output { 9i64 }
-- input { empty([0]i64) } output { 0i64 }
-- random input { [1003]i64 } auto output
-- compiled random input { [100003]i64 } auto output
-- structure { SegRed 1 SegMap 0 SegScan 0 SegScatter 0 kernels:Screma 0 }

def main (xs: []i64): i64 = reduce (+) 0 (filter (> 0) xs)
