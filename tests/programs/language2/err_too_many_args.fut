-- A compile error (too_many_args).
-- ==
-- error: too many arguments

def f (x: i32) = x entry main = f 1 2
