-- Compile error: a projection of a field the record does not have.
-- ==
-- error: field|y

def main (x: i32) = let r = {x = x} in r.y
