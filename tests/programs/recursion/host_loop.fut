-- A recursive function used from an entry point and inside a sequential
-- loop at host level, next to parallel code.
-- ==
-- input { 10 } output { 143 [0, 1, 1, 2, 3, 5, 8, 13, 21, 34] 88 }

def fib (n: i32) : i32 = if n < 2 then n else fib (n - 1) + fib (n - 2)

def main (n: i32) =
  let total = loop acc = 0 for i < n + 1 do acc + fib i
  let xs = map (\i -> i * 2) (iota (i64.i32 n))
  let firsts = map (\i -> i32.i64 i) xs
  let fs = loop fs = replicate (i64.i32 n) 0 for i < n do fs with [i] = fib i
  in (total, fs, reduce (+) 0 fs + i32.sum (map (\x -> x * 0) firsts))
