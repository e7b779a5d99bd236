-- Compile error (field access on a number): the message names the problem.
-- ==
-- error: field `a` of a value of type `i32`, which is not a record

def main (x: i32) = x.a
