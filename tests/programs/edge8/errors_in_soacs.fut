-- Run-time errors raised inside the operators and bodies of reductions,
-- scans, histograms, filters and loops in maps: every one is reported,
-- and a valid input still gives its result.
-- ==
-- entry: red
-- input { [4, 2, 0] } error: division by zero
-- input { [4, 2, 1] } output { 11 }
-- entry: scn
-- input { [1, 0, 3] } error: division by zero
-- input { [1, 2] } output { [100, 150] }
-- entry: hst
-- input { [0i64, 1i64] [1, 0] } error: division by zero
-- input { [0i64, 1i64, 1i64] [1, 2, 5] } output { [10, 7] }
-- entry: flt
-- input { [3i64, 1i64] [10, 20] } error: Index \[3\] out of bounds
-- input { [1i64, 0i64] [10, 20] } output { [20] }
-- entry: loops
-- input { [[1, 2], [3, -4]] } error: Assertion is false
-- input { [[1, 2], [3, 4]] } output { [3, 7] }

entry red (xs: []i32) = reduce (+) 0 (map (\x -> 8 / x - 1) xs)
entry scn (xs: []i32) = scan (+) 0 (map (100 /) xs)
entry hst [n] (is: [n]i64) (vs: [n]i32) = hist (+) 0 2 is (map (10 /) vs)
entry flt [n] (is: [n]i64) (vs: [n]i32) = filter (> 10) (map (\i -> vs[i]) is)
entry loops (xss: [][]i32) =
  map (\r -> loop s = 0 for x in r do assert (x > 0) (s + x)) xss
