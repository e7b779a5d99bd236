-- Compile error: a unique result that is a top-level array.
-- ==
-- error: aliases the free variable|not consumable

def table = [1, 2, 3]

def main (x: i32) : *[]i32 = table
