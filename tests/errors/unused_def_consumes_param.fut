-- A definition that nothing calls is still checked for uniqueness: its
-- unannotated parameter is an array (inferred), not unique, so updating it
-- in place is an error.
-- ==
-- error: Would consume `xs`, which is not consumable

def set_first xs = xs with [0] = 1i32

def main (x: i32) = x
