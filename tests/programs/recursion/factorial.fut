-- Factorial, recursive, with an annotated result and without.
-- ==
-- input { 0 } output { 1 1i64 }
-- input { 5 } output { 120 120i64 }
-- input { 10 } output { 3628800 3628800i64 }

def fact (n: i32) : i32 = if n <= 1 then 1 else n * fact (n - 1)

def fact64 n = if n <= 1i64 then 1 else n * fact64 (n - 1)

def main (n: i32) = (fact n, fact64 (i64.i32 n))
