-- Compile error: a record literal defining a field twice.
-- ==
-- error: twice

def main (x: i32) = {a = x, a = 2}
