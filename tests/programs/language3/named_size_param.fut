-- A named parameter used as a size in the return type.
-- ==
-- input { 4i64 } output { [0i64, 1i64, 4i64, 9i64] [[0i64, 0i64], [0i64, 1i64]] }

def squares (n: i64) : [n]i64 = map (\i -> i * i) (iota n)
def grid (n: i64) (m: i64) : [n][m]i64 = tabulate_2d n m (\i j -> i * j)

entry main (n: i64) = (squares n, grid 2 2)
