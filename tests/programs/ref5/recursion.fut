-- Recursive functions (with annotated return types), including ones
-- with several recursive calls, polymorphic ones and ones over arrays.
-- ==
-- entry: rec
-- input { 10 }
-- output { 3628800 55 [10, 9, 8, 7, 6, 5, 4, 3, 2, 1] 1 }
-- input { 1 }
-- output { 1 1 [1] 1 }

def fact (n: i32) : i32 = if n <= 1 then 1 else n * fact (n - 1)
def fib (n: i32) : i32 = if n < 2 then n else fib (n - 1) + fib (n - 2)
def countdown (n: i32) : []i32 = if n == 0 then [] else [n] ++ countdown (n - 1)
def gcd (a: i32) (b: i32) : i32 = if b == 0 then a else gcd b (a % b)
entry rec (n: i32) = (fact n, fib n, countdown n, gcd (n * 7) (n * 3 + 1))
