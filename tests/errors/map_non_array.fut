-- Compile error (map non array): the message names the problem.
-- ==
-- error: the second argument of `map` must be an array, found i32

def main (x: i32) = map (+1) x
