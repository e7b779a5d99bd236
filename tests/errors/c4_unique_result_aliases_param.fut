-- Compile error: a unique return value aliased to a non-unique parameter.
-- ==
-- error: Unique-typed return value .*aliased to

def f (xs: []i32) : *[]i32 = xs

def main (xs: []i32) = f xs
