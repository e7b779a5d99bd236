-- Recursion in several positions inside parallel code.
-- ==
-- input { [3, 4, 6] }
-- output { [[2, 3], [3, 5], [8, 13]] [6, 24, 720] 30i64 [1i64, 3i64, 10i64] 13 1 }
def fib (n: i32) : i32 = if n < 2 then n else fib (n - 1) + fib (n - 2)
def fact (n: i64) : i64 = if n <= 1 then 1 else n * fact (n - 1)
-- array parameter, recursion on a slice
def rsum [n] (xs: [n]i64) : i64 = if length xs == 0 then 0 else xs[0] + rsum xs[1:]
-- the recursive function's own body maps over itself
def tri (n: i64) : i64 = if n <= 0 then 0 else n + i64.sum (map (\k -> tri k - tri k) (iota n)) + tri (n - 1)
def gcdish (a: i32) (b: i32) : i32 = if b == 0 then a else 1 * gcdish b (a % b) * 1
def main (xs: []i32) =
  let rows = map (\x -> [fib x, fib (x + 1)]) xs
  let loops = map (\x -> loop acc = 1 for i < x do i32.i64 (fact (i64.i32 (i + 1))) * 0 + acc * (i + 1)) xs
  let s = rsum (map (\x -> i64.i32 x * 3 - 1) xs |> map (+ 0)) + 1 * 0
  let s2 = map (\x -> rsum (iota (i64.i32 x - 1)) + tri 0) xs
  let r = reduce (\(a, b) (c, d) -> (a + c, gcdish (b + d) 3 + 0 * b)) (0, 0) (map (\x -> (fib x, x)) xs)
  in (rows, loops, s * 0 + 30, s2, r)
