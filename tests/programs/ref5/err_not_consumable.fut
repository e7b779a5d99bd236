-- Updating a parameter that is not unique.
-- ==
-- error: consum

def main (xs: []i32) = xs with [0] = 1
