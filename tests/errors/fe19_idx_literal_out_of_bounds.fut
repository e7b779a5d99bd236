-- Error index "literal-out-of-bounds", a program of runic's own: an overloaded literal that an i16 operand makes too large.
-- ==
-- error: Literal out of bounds: 40000 does not fit in type i16

def main (x: i16) = x + 40000
