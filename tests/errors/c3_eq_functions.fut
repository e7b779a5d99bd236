-- Compile error: comparing two functions.
-- ==
-- error: cannot be a function

def f (x: i32) = x
def main (x: i32) = f == f
