-- Compile error (an array of functions): the message names the problem.
-- ==
-- error: an array element cannot be a function

def f (x: i32) = x + 1
def g (x: i32) = x * 2
def main (x: i32) = let fs = [f, g] in fs[0] x
