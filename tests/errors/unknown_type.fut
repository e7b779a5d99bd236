-- Compile error (unknown type): the message names the problem.
-- ==
-- error: Unknown type "i33"

def main (x: i33) = x
