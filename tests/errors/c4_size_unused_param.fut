-- Compile error: a size parameter that is not the size of any parameter.
-- ==
-- error: unused

def f [n] (x: i32) = x + i32.i64 n

def main (x: i32) = f x
