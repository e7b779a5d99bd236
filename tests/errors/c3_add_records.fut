-- Compile error: arithmetic on records.
-- ==
-- error: expected a numeric type

def main (x: i32) = {a = x} + {a = x}
