-- Unique results can be passed on to further unique parameters.
-- ==
-- input { [1, 2, 3] } output { [10, 20, 3] }
def set (a: *[]i32) (i: i64) (v: i32) : *[]i32 = a with [i] = v

entry main (xs: []i32) = set (set (copy xs) 0 10) 1 20
