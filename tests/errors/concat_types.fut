-- Compile error (concat types): the message names the problem.
-- ==
-- error: cannot concatenate arrays of types

def main (xs: []i32) (ys: []f32) = xs ++ ys
