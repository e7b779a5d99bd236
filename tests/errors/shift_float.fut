-- Compile error (shift float): the message names the problem.
-- ==
-- error: argument 1 of the operator `<<`: `f32` is not an integral type

def main (x: f32) = x << 1
