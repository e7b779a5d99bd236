-- ==
-- error: unknown variable `y`

def main (x: i32) = x + y
