-- Integer division by zero is a run-time error (every division operator).
-- ==
-- input { 5 0 } error: division by zero
-- input { 5 1 } output { 5 }
entry main (a: i32) (b: i32) = a / b
-- ==
-- entry: rem
-- input { 5 0 } error: division by zero
entry rem (a: i32) (b: i32) = a % b
-- ==
-- entry: quot
-- input { 5i64 0i64 } error: division by zero
entry quot (a: i64) (b: i64) = a // b
-- ==
-- entry: urem
-- input { 5u8 0u8 } error: division by zero
entry urem (a: u8) (b: u8) = a %% b
