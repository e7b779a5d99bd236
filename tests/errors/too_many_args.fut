-- Compile error (too many args): the message names the problem.
-- ==
-- error: function `f` expects 1 argument, got 2

def f (x: i32) = x
def main = f 1 2
