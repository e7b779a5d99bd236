-- Compile error (reduce op type): the message names the problem.
-- ==
-- error: the neutral element of `reduce` has type f32 but the array elements have type i32

def main (xs: []i32) = reduce (+) 0f32 xs
