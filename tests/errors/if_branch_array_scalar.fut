-- Compile error (if branch array scalar): the message names the problem.
-- ==
-- error: the branches of `if` have different types: `\[.*\]i32` is not a nume

def main (b: bool) (xs: []i32) = if b then xs else 2
