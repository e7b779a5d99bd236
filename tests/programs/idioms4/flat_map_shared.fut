-- | The flat result is also returned: the map stays over the flat array
-- (computed once), and the row sums read it unflattened.
-- ==
-- input { [[1i64, 2i64, 3i64], [4i64, 5i64, 6i64]] }
-- output { [2i64, 4i64, 6i64, 8i64, 10i64, 12i64] [12i64, 30i64] }
-- random input { [50][20]i64 } auto output
def main [n][m] (xss: [n][m]i64) =
  let ys = map (* 2) (flatten xss)
  in (ys, map i64.sum (unflatten ys))
