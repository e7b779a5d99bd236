-- Compile error (array irregular): the message names the problem.
-- ==
-- error: array of size 1 where size 2 is required \(rows of an array literal\)

def main = [[1, 2], [3]]
