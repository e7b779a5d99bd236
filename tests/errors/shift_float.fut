-- Compile error (shift float): the message names the problem.
-- ==
-- error: cannot apply `<<` to arguments of types f32 and f32

def main (x: f32) = x << 1
