-- The infix definition form `def (p1: t1) op (p2: t2) = ...`.
def (a: i32, b: i32) +^ (c: i32, d: i32) = (a + c, b + d)
def x <=> y : i32 = if x < (y: i32) then -1 else if x > y then 1 else 0
-- ==
-- input { } output { 4 6 -1 1 }
entry main = let (p, q) = (1, 2) +^ (3, 4) in (p, q, 1 <=> 2, 3 <=> 2)
