-- Compile error (proj out of range): the message names the problem.
-- ==
-- error: cannot project field 2 of a value of type \(i32, i32\)

def main (x: i32) = (x, x).2
