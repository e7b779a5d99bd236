-- ==
-- error: Unknown name "y"

def main (x: i32) = x + y
