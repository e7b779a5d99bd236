-- Compile error: two parameters of one function with the same name.
-- ==
-- error: `x` is bound twice

def f (x: i32) (x: i32) = x

def main (y: i32) = f y y
