-- Compile error (index float): the message names the problem.
-- ==
-- error: an index: `f32` is not an integral type

def main (xs: []i32) (f: f32) = xs[f]
