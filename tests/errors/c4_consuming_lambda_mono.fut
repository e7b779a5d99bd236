-- Compile error ("contains consumption"): a consuming lambda passed for a
-- monomorphic functional parameter.
-- ==
-- error: contains consumption

def twice [n] (g: [n]i32 -> i32) (xs: [n]i32) = g xs + g xs

def main (xs: *[]i32) = twice (\(ys: *[]i32) -> let zs = ys with [0] = 1 in zs[0]) xs
