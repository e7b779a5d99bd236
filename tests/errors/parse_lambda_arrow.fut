-- Compile error (parse lambda arrow): the message names the problem.
-- ==
-- error: expected `->` after the lambda parameters

def main (xs: []i32) = map (\x x + 1) xs
