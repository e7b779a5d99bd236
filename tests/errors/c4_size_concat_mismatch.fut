-- Compile error: rows of different sizes in an array literal of arrays.
-- ==
-- error: do not match

def main [n] [m] (xs: [n]i32) (ys: [m]i32) = [xs, ys]
