-- Compile error (parse missing else): the message names the problem.
-- ==
-- error: expected `else`

def main (b: bool) = if b then 1
