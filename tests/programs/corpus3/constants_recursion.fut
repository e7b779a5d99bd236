-- Top-level constants (scalars, arrays, records), recursion, and f16.
-- ==
-- input { 10i32 }
-- output { 55i32 [2i32, 3i32, 5i32, 7i32] 17i32 3.5f16 3628800i64 }

def primes = [2i32, 3, 5, 7]
def cfg = {scale = 2i32, shift = 7i32}

def fib (n: i32) : i32 = if n < 2 then n else fib (n - 1) + fib (n - 2)

def fact (n: i64) : i64 = if n == 0 then 1 else n * fact (n - 1)

entry main (n: i32) =
  let h = 1.5f16 + 2
  in (fib n, primes, i32.sum primes * cfg.scale / 2 + cfg.shift - 7, h, fact (i64.i32 n))
