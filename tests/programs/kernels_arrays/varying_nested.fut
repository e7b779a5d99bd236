-- Nested maps (a two-dimensional SegMap) whose innermost arrays have sizes
-- computed from both thread indices' data.
-- ==
-- input { [1i64, 2i64] [0i64, 3i64, 1i64] }
-- output { [[0i64, 6i64, 1i64], [1i64, 10i64, 3i64]] }
-- input { [0i64] [0i64] } output { [[0i64]] }
def main (xs: []i64) (ys: []i64) =
  map (\x -> map (\y -> let cs = scan (+) 0 (iota (x + y))
                        in if x + y > 0 then cs[x + y - 1] else 0) ys) xs
