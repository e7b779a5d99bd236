-- Recursive functions inside modules and functors: a function's own name
-- is in scope in its body, and a call names the module's copy.
-- ==
-- input { 5 } output { 120 15 }
-- input { 0 } output { 1 0 }

module Fact = {
  def fact (n: i32) : i32 = if n <= 1 then 1 else n * fact (n - 1)
}

module type sum_to = { val sum_to : i32 -> i32 }

module Sum (P: { val step : i32 }) : sum_to = {
  def sum_to (n: i32) : i32 = if n <= 0 then 0 else n + sum_to (n - P.step)
}

module S1 = Sum { def step : i32 = 1 }

def main (n: i32) = (Fact.fact n, S1.sum_to n)
