-- Compile error (proj non tuple): the message names the problem.
-- ==
-- error: cannot project field 0 of a value of type i32

def main (x: i32) = x.0
