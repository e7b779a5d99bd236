-- last.
-- ==
-- input { [1i32, 2i32] } output { 2i32 }
entry main (xs: []i32) = let x = last xs in if x > 1 then x else 0
