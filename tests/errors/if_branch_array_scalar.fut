-- Compile error (if branch array scalar): the message names the problem.
-- ==
-- error: the branches of `if` have different types\): expected `\[.*\]i32`, found the literal `2`

def main (b: bool) (xs: []i32) = if b then xs else 2
