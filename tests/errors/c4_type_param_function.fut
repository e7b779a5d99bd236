-- Compile error: a type parameter instantiated with a function type.
-- ==
-- error: cannot be a function type

def pair 't (x: t) = (x, x)

def main (x: i32) = let (f, _) = pair (\(y: i32) -> y) in f x
