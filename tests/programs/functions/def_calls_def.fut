-- Defs calling other defs (a definition is in scope after it).
-- ==
-- input { 3 } output { 19 }
def f (x: i32) = x * 6
def g (x: i32) = f x + 1
entry main (x: i32) = g x
