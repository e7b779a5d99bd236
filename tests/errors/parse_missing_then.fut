-- Compile error (parse missing then): the message names the problem.
-- ==
-- error: expected `then`

def main (b: bool) = if b 1 else 2
