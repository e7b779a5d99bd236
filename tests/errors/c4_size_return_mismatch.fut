-- Compile error: a declared return size that the body does not have.
-- ==
-- error: do not match

def f [n] (xs: [n]i32) : [n]i32 = xs ++ xs

def main (xs: []i32) = f xs
