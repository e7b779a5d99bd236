-- ==
-- error: bool

def main (x: i32) = if x then 1 else 2
