-- Compile error (if branch types): the message names the problem.
-- ==
-- error: the branches of `if` have different types\): expected `i32`, found `i64`

def main (b: bool) = if b then 1i32 else 2i64
