-- `**` binds tighter than `*` and associates to the left (as in Futhark).
-- ==
-- input { 2 3 2 } output { 64 18 }
entry main (a: i32) (b: i32) (c: i32) = (a ** b ** c, c * b ** c)
