-- Compile error (map2 static size): the message names the problem.
-- ==
-- error: argument 3 of `map2`: Sizes "2" and "3" do not match

def main = map2 (+) [1, 2] [1, 2, 3]
