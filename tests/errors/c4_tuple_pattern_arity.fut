-- Compile error: a tuple pattern with the wrong number of components.
-- ==
-- error: tuple

def main (x: i32) = let (a, b) = (1, 2, x) in a + b
