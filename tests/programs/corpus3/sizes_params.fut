-- Size parameters shared between arguments and results; named
-- parameters used as sizes; sizes from a function argument.
-- ==
-- input { [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32]] [1i32, 1i32, 1i32] }
-- output { [6i32, 15i32] [[1i32, 4i32], [2i32, 5i32], [3i32, 6i32]] [0i64, 1i64, 2i64, 3i64] 3i64 }

def matvec [n][m] (a: [n][m]i32) (v: [m]i32) : [n]i32 =
  map (\row -> i32.sum (map2 (*) row v)) a

def mk (n: i64) : [n]i64 = iota n

def cols [n][m] (_: [n][m]i32) : i64 = m

entry main [n][m] (a: [n][m]i32) (v: [m]i32) =
  (matvec a v, transpose a, mk (n + 2), cols a)
