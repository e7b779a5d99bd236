-- Compile error (if branch types): the message names the problem.
-- ==
-- error: `if` branches have different types: i32 and i64

def main (b: bool) = if b then 1i32 else 2i64
