-- `&`, `^` and `|` share one level and associate to the left.
-- ==
-- input { 1 2 3 } output { 0 3 3 }
entry main (a: i32) (b: i32) (c: i32) = (a | b ^ c, a ^ b & c, a & b | c)
