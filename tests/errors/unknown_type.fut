-- Compile error (unknown type): the message names the problem.
-- ==
-- error: unknown type `i33`

def main (x: i33) = x
