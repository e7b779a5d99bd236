-- Compile error (parse unclosed bracket): the message names the problem.
-- ==
-- error: unclosed `\[` opened at 5:12

def main = [1, 2
