-- Compile error (map2 static size): the message names the problem.
-- ==
-- error: array of size 3 where size 2 is required \(the arrays passed to `map2` must have the same outer size\)

def main = map2 (+) [1, 2] [1, 2, 3]
