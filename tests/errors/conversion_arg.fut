-- Compile error (conversion arg): the message names the problem.
-- ==
-- error: the first argument of `f32\.f64` must be f64, found bool

def main (x: bool) = f32.f64 x
