-- Compile error (concat rank): the message names the problem.
-- ==
-- error: argument 2 of the operator `\+\+`: expected `\[.*\]i32`, found `\[.*

def main (xs: []i32) (ys: [][]i32) = xs ++ ys
