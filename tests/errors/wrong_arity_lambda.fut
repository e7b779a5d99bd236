-- Compile error (wrong arity lambda): the message names the problem.
-- ==
-- error: the function passed to `map` returns a function

def main (xs: []i32) = map (\x y -> x + y) xs
