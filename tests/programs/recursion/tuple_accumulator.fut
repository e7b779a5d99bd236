-- Recursion over a tuple accumulator: the sum, count and maximum of
-- the numbers 1..n, and the Fibonacci pair.
-- ==
-- input { 5 } output { 15 5 5 5i64 }
-- input { 0 } output { 0 0 -2147483648 0i64 }

def stats (i: i32) (n: i32) (acc: (i32, i32, i32)) : (i32, i32, i32) =
  if i > n then acc
  else let (s, c, m) = acc
       in stats (i + 1) n (s + i, c + 1, i32.max m i)

def fib_pair (k: i32) ((a, b): (i64, i64)) : (i64, i64) =
  if k == 0 then (a, b) else fib_pair (k - 1) (b, a + b)

def main (n: i32) =
  let (s, c, m) = stats 1 n (0, 0, i32.lowest)
  in (s, c, m, (fib_pair n (0, 1)).0)
