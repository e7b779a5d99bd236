-- `-`, `/` and `%` associate to the left.
-- ==
-- input { 10 3 2 } output { 5 1 1 }
entry main (a: i32) (b: i32) (c: i32) = (a - b - c, a / b / c, a % b % c)
