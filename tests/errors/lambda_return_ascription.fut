-- Compile error (a lambda's return type ascription): the message names the problem.
-- ==
-- error: argument 2 of `map`: expected `i8`, found `i32`

def main (xs: []i32) = map (\x : i8 -> x + 1) xs
