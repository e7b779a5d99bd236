-- Compile error (static size mismatch): the message names the problem.
-- ==
-- error: argument 1 of `f`: Sizes "3" and "2" do not match

def f (xs: [3]i32) = xs
def main = f [1, 2]
