-- Defs calling other defs, defined before or after.
-- ==
-- input { 3 } output { 19 }
def g (x: i32) = f x + 1
def f (x: i32) = x * 6
entry main (x: i32) = g x
