-- Compile error (not on float): the message names the problem.
-- ==
-- error: `!` needs a bool or an integer, found f32

def main (x: f32) = !x
