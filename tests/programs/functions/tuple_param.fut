-- A def with a tuple parameter pattern.
-- ==
-- input { 3 4 } output { 25 }
def norm2 ((a, b): (i32, i32)) = a * a + b * b
entry main (a: i32) (b: i32) = norm2 (a, b)
