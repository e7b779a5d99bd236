-- A qualified function in backticks.
-- ==
-- input { 2i32 } output { 4i32 }
entry main (x: i32) = x `i32.max` 4
