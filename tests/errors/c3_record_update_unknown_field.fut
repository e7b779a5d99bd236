-- Compile error: a record update naming a field the record lacks.
-- ==
-- error: has no field `z`

def main (x: i32) = let r = {a = x} in (r with z = 1).a
