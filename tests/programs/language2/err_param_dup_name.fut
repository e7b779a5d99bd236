-- A compile error (param_dup_name).
-- ==
-- error: bound twice

def f (x: i32) (x: i32) = x entry main = f 1 2
