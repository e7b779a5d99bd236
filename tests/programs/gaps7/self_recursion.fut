-- A function is in scope in its own body (recursion), and one defined
-- before may be called: the mutual recursion of even/odd written as one
-- function.
-- ==
-- input { 7 } output { false true }
-- input { 10 } output { true false }

def parity (odd: bool) (n: i32) : bool =
  if n == 0 then !odd else parity (!odd) (n - 1)
def even (n: i32) = parity false n
def odd (n: i32) = !(even n)
entry main (x: i32) = (even x, odd x)
