-- Compile error (float only fun): the message names the problem.
-- ==
-- error: module `i32` has no member `sqrt`

def main (x: i32) = i32.sqrt x
