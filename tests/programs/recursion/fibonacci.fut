-- Fibonacci numbers: the naive doubly recursive definition, and a call
-- with a constant argument (which must not be specialised on 20, 19, ...).
-- ==
-- input { 0 } output { 0 6765 }
-- input { 1 } output { 1 6765 }
-- input { 15 } output { 610 6765 }

def fib (n: i32) : i32 =
  if n < 2 then n
  else fib (n - 1) + fib (n - 2)

entry main (n: i32) : (i32, i32) = (fib n, fib 20)
