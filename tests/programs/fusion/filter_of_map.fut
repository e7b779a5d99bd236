-- Map into filter: `f` is computed once per element, in the map that also
-- computes the flags (vertical fusion into the flags map, the mapped
-- values kept as an extra output because the scatter needs them); no
-- separate map over xs.  The flags map, cheap, is recomputed by its readers
-- (flatten/recompute.cpp), values and flags together.
-- ==
-- input { [1i64, 2i64, 3i64, 4i64, 5i64] } output { [3i64, 6i64, 18i64, 27i64] }
-- input { empty([0]i64) } output { empty([0]i64) }
-- random input { [10007]i64 } auto output
-- structure { SegMap 1 SegScan 1 SegRed 1 SegScatter 1 }

def main (xs: []i64): []i64 = filter (\y -> y % 3 == 0) (map (\x -> x * x + 2) xs)
