-- Compile error (int only fun): the message names the problem.
-- ==
-- error: `f32\.popc` does not exist: `popc` is defined on integer types only

def main (x: f32) = f32.popc x
