-- Compile error (parse bad token): the message names the problem.
-- ==
-- error: unexpected `@`

def main = 1 @ 2
