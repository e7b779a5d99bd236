-- Arithmetic on bool is a type error.
-- ==
-- error: .

def main (b: bool) = b + true
