-- Compile error (update type): the message names the problem.
-- ==
-- error: cannot update a part of type i32 with a value of type f32

def main (xs: *[]i32) = xs with [0] = 1.5f32
