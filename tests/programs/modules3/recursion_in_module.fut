-- Recursive functions inside a module and inside a functor's body.
-- ==
-- input { 10 } output { 55 3628800i64 }

module R = {
  def fib (n: i32) : i32 = if n < 2 then n else fib (n - 1) + fib (n - 2)
}

module fact (N: integral) = {
  def fact (n: N.t) : N.t = if n N.<= N.i32 1 then N.i32 1 else n N.* fact (n N.- N.i32 1)
}

module F = fact i64

def main (n: i32) = (R.fib n, F.fact (i64.i32 n))
