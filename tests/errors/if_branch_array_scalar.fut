-- Compile error (if branch array scalar): the message names the problem.
-- ==
-- error: `if` branches have different types:

def main (b: bool) (xs: []i32) = if b then xs else 2
