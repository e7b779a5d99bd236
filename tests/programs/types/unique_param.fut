-- Uniqueness annotations on parameters and results.
-- ==
-- input { [1, 2, 3] } output { [0, 2, 3] }
def zero_first (a: *[]i32): *[]i32 = a with [0] = 0
entry main (a: *[]i32) = zero_first a
