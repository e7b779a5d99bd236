-- Compile error (unknown module member): the message names the problem.
-- ==
-- error: module `f32` has no member `sqr`

def main (x: f32) = f32.sqr x
