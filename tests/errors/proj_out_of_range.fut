-- Compile error (proj out of range): the message names the problem.
-- ==
-- error: the tuple type `\(i32, i32\)` has no component `2`

def main (x: i32) = (x, x).2
