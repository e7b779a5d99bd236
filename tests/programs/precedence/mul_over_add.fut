-- `*` binds tighter than `+`; parentheses override.
-- ==
-- input { 1 2 3 } output { 7 9 5 }
entry main (a: i32) (b: i32) (c: i32) = (a + b * c, (a + b) * c, a * b + c)
