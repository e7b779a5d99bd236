-- Compile error (entry function result): the message names the problem.
-- ==
-- error: entry point `main` returns a function

def main (x: i32) = (+) x
