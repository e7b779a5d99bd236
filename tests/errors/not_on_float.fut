-- Compile error (not on float): the message names the problem.
-- ==
-- error: the operand of `!`: `f32` is not an integral type

def main (x: f32) = !x
