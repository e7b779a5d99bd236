-- Compile error (a type abbreviation given too few arguments): the message names the problem.
-- ==
-- error: type `pair` takes 2 arguments, but is given 1

type pair 'a 'b = (a, b)
def main (x: i32) : pair i32 = (x, x)
