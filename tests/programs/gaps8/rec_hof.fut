-- Recursive functions: size-polymorphic recursion with explicit size
-- parameters; a recursive higher-order function passing its functional
-- parameter unchanged.
def rec_sum [n] (xs: [n]i32) : i32 = if n == 0 then 0 else xs[0] + rec_sum xs[1:]
def apply_k (f: i32 -> i32) (k: i32) (x: i32) : i32 = if k == 0 then x else apply_k f (k - 1) (f x)
-- ==
-- input { [1,2,3] } output { 6 8 }
entry main (xs: []i32) = (rec_sum xs, apply_k (*2) 3 1)
