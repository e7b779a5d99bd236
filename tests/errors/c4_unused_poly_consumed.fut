-- Compile error: a polymorphic definition nothing calls consumes a
-- non-unique parameter (checked all the same).
-- ==
-- error: not consumable

def unused 't (x: []t) (v: t) = let z = x with [0] = v in z

def main (a: i32) = a
