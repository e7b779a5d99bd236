-- Compile error: an in-place update of a top-level array.
-- ==
-- error: not consumable

def table = [1, 2, 3]

def main (x: i32) = table with [0] = x
