-- Nested `if` (an else-if chain).
-- ==
-- input { -5 } output { -1 }
-- input { 0 } output { 0 }
-- input { 9 } output { 1 }
entry main (x: i32) = if x < 0 then -1 else if x == 0 then 0 else 1
