-- Compile error: a function applied to more arguments than it takes.
-- ==
-- error: too many|not a function|arguments

def f (x: i32) = x + 1

def main (x: i32) = f x x
