-- Compile error (defined twice): the message names the problem.
-- ==
-- error: `f` is defined twice

def f = 1
def f = 2
def main = f
