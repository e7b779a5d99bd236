-- Sizes bound by let-patterns, sizes from function results, unflatten,
-- and size-polymorphic higher-order functions.
-- ==
-- input { 2i64 3i64 } output { [[0i64, 1i64, 2i64], [3i64, 4i64, 5i64]] 6i64 [3i64, 12i64] }

def rowsums [n] [m] (xss: [n][m]i64) : [n]i64 = map i64.sum xss

def main (n: i64) (m: i64) =
  let flat = iota (n * m)
  let [k] (arr: [k]i64) = filter (>= 0) flat
  let xss = unflatten (arr :> [n * m]i64)
  in (xss, k, rowsums xss)
