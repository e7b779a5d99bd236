-- Compile error (wrong arity lambda): the message names the problem.
-- ==
-- error: the result of the entry point `main` cannot be a function \(its type is

def main (xs: []i32) = map (\x y -> x + y) xs
