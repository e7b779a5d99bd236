-- Compile error: a literal out of range of its type.
-- ==
-- error: out of bounds|Literal

def main (x: u8) = x + 300
