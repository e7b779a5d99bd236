-- Compile error: a size name that is not in scope.
-- ==
-- error: Unknown size|unknown size

def main (xs: []i32) : [k]i32 = xs
