-- Prefix `-` and `!` bind tighter than binary operators.
-- ==
-- input { 3 true } output { -1 false 9 }
entry main (x: i32) (b: bool) = (-x + 2, !b && b, -x * -x)
