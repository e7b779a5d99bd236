-- Compile error (unknown module): the message names the problem.
-- ==
-- error: Unknown name "g32"

def main (x: f32) = g32.sqrt x
