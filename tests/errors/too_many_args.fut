-- Compile error (too many args): the message names the problem.
-- ==
-- error: `f` is applied to too many arguments \(2\); its type is `i32` after 1

def f (x: i32) = x
def main = f 1 2
