-- Compile error (update not array): the message names the problem.
-- ==
-- error: the indexed value `x`: expected `\[.*\].*`, found `i32`

def main (x: i32) = x with [0] = 1
