-- Compile error (int plus float): the message names the problem.
-- ==
-- error: cannot apply `\+` to arguments of types i32 and f32

def main (x: i32) (y: f32) = x + y
