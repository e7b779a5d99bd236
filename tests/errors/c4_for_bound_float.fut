-- Compile error: a for loop with a floating-point bound.
-- ==
-- error: integral|float

def main (x: i32) = loop acc = 0 for i < 2.0 do acc + 1
