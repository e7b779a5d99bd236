-- Reads that the segment space does not prove in bounds keep their
-- checks: xs[i+1] fails at the last i, xs[is[i]] at a bad index.
-- ==
-- input { [1i64, 2i64, 3i64] [0i64, 2i64, 1i64] } output { 6i64 12i64 }
-- input { [1i64, 2i64, 3i64] [0i64, 3i64, 1i64] } error: out of bounds

def main [n] (xs: [n]i64) (is: [n]i64): (i64, i64) =
  let shifted = map (\i -> if i + 1 < n then xs[i + 1] else 0) (iota n)
  let gathered = map (\i -> xs[i] * 2) is
  in (reduce (+) 0 shifted + xs[0], reduce (+) 0 gathered)
