-- scatter with computed indices: a reversal.
-- ==
-- input { 10i64 } output { [81i64, 64i64, 49i64, 36i64, 25i64, 16i64, 9i64, 4i64, 1i64, 0i64] }
-- random input { 100000i64 } auto output

def main (n: i64) =
  let is = map (\i -> n - 1 - i) (iota n)
  in scatter (replicate n 0i64) is (map (\i -> i * i) (iota n))
