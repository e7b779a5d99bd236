-- Compile error (concat rank): the message names the problem.
-- ==
-- error: cannot concatenate arrays of types

def main (xs: []i32) (ys: [][]i32) = xs ++ ys
