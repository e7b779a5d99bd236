-- ==
-- error: array

def main (x: i32) = map (+1) x
