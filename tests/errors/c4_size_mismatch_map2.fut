-- Compile error: map2 over arrays of two different parameter sizes.
-- ==
-- error: do not match

def main [n] [m] (xs: [n]i32) (ys: [m]i32) = map2 (+) xs ys
