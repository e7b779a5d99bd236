-- Compile error: arithmetic on booleans.
-- ==
-- error: bool

def main (b: bool) = b + true
