-- Compile error (concat types): the message names the problem.
-- ==
-- error: argument 2 of the operator `\+\+`: expected `i32`, found `f32`

def main (xs: []i32) (ys: []f32) = xs ++ ys
