-- An unsuffixed integer literal with no other constraint is an i32.
-- ==
-- input { } output { 42i32 }
def main = 42
