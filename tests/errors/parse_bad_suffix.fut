-- Compile error (parse bad suffix): the message names the problem.
-- ==
-- error: invalid numeric literal

def main = 1i7
