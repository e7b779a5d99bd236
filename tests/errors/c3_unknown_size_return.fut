-- Compile error: a return type naming a size that is not in scope.
-- ==
-- error: unknown size `n`

def f (x: i32) : [n]i32 = replicate 3 x

def main (x: i32) = f x
