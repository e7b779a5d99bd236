-- Compile error (conversion arg): the message names the problem.
-- ==
-- error: argument 1 of `f32\.f64`: expected `f64`, found `bool`

def main (x: bool) = f32.f64 x
