-- Compile error (proj non tuple): the message names the problem.
-- ==
-- error: field `0` of a value of type `i32`, which is not a record

def main (x: i32) = x.0
