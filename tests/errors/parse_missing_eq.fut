-- Compile error (parse missing eq): the message names the problem.
-- ==
-- error: expected `=` or a parameter in the definition

def main (x: i32) x + 1
