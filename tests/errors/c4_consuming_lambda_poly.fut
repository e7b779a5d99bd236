-- Compile error ("contains consumption"): a lambda that consumes its
-- parameter passed for a polymorphic non-consuming functional parameter.
-- ==
-- error: contains consumption

def apply 'a 'b (f: a -> b) (x: a) = f x

def main (xs: *[]i32) = apply (\(ys: *[]i32) -> let zs = ys with [0] = 1 in zs[0]) xs
