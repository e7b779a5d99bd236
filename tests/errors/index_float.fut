-- Compile error (index float): the message names the problem.
-- ==
-- error: an array index must be an integer, found f32

def main (xs: []i32) (f: f32) = xs[f]
