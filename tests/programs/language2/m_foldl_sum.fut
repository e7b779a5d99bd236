-- foldl with (+).
-- ==
-- input { [1i32, 2i32] } output { 3i32 }
entry main (xs: []i32) = foldl (+) 0 xs
