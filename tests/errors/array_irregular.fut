-- Compile error (array irregular): the message names the problem.
-- ==
-- error: element 2 of the array literal: Sizes "2" and "1" do not match

def main = [[1, 2], [3]]
