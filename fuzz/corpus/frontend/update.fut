def main (xs: *[]i32) (i: i64) = let xs[i] = 1 in xs with [0] = 2
