-- Compile error (parse missing in): the message names the problem.
-- ==
-- error: expected `=` after the pattern

def main = let x = 1 let y
