-- The unit value `()` as a component.
-- ==
-- input { 3 } output { 3 }
entry main (x: i32) = let ((), y) = ((), x) in y
