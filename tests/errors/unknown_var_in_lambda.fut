-- Compile error (unknown var in lambda): the message names the problem.
-- ==
-- error: Unknown name "y"

def main (xs: []i32) = map (\x -> x + y) xs
