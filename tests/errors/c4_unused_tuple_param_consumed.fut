-- Compile error: a definition nothing calls, with an unannotated tuple
-- parameter, consumes a part of it (checked all the same).
-- ==
-- error: not consumable

def unused (x, y) = let z = x with [0] = y + 1i32 in z

def main (a: i32) = a
