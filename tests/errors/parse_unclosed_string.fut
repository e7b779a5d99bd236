-- Compile error (parse unclosed string): the message names the problem.
-- ==
-- error: unterminated string literal

def main = "abc
