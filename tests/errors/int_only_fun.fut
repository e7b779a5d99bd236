-- Compile error (int only fun): the message names the problem.
-- ==
-- error: module `f32` has no member `popc`

def main (x: f32) = f32.popc x
