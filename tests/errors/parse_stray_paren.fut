-- Compile error (parse stray paren): the message names the problem.
-- ==
-- error: unexpected `\)`

def main = 1 + 2)
