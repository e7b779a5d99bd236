-- An array literal ascribed with its size.
-- ==
-- input { 1i32 } output { [1i32, 2i32] }
entry main (x: i32) = [x, x + 1] : [2]i32
