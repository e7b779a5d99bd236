-- Compile error: slice bounds are i64 (the reference, "a[i:j:s]": "Slicing
-- can be done only with expressions of type i64"); an i32 bound is not
-- converted.
-- ==
-- error: a slice bound: expected `i64`, found `i32`

def tail_from (k: i32) (ys: []f64) = ys[k:]
