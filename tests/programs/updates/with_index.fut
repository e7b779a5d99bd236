-- `a with [i] = v` on a unique parameter.
-- ==
-- input { [1, 2, 3] 1i64 } output { [1, 42, 3] }
entry main (a: *[]i32) (i: i64) = a with [i] = 42
