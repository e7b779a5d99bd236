-- Compile error: a float literal used as an integer.
-- ==
-- error: i32|float|f

def main (x: i32) = x + 1.5
