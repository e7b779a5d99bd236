-- `&&` and `||` do not evaluate their right operand when the left decides.
-- ==
-- input { 0 } output { false true }
-- input { 5 } output { true true }
-- input { 20 } output { false true }
entry main (x: i32) = (x != 0 && 10 / x >= 1, x == 0 || 10 / x < 100)
