-- Compile error (if returning a lifted type parameter): the message names the problem.
-- ==
-- error: the result of `if` cannot be a function \(its type is `a`\)

def pick '^a (b: bool) (x: a) (y: a) : a = if b then x else y
def main (x: i32) = pick true x x
