-- Compile error (lit float int suffix): the message names the problem.
-- ==
-- error: a float literal cannot have the integer suffix `i32`

def main = 1.5i32
