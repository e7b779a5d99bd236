-- `let [n][m]` with a wildcard pattern: the sizes are read from the value
-- the wildcard matches, also inside a tuple.
-- ==
-- input { [[1,2,3],[4,5,6]] } output { 2i64 3i64 6i64 }
-- input { empty([0][4]i32) } output { 0i64 4i64 0i64 }
def main (xss: [][]i32) =
  let [n][m] (_: [n][m]i32) = xss
  let [k] ((_: [k]i32), _) = (flatten xss, true)
  in (n, m, k)
