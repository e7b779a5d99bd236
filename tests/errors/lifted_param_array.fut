-- Compile error (an array of a lifted type parameter): the message names the problem.
-- ==
-- error: an array element cannot be a function \(its type is `a`\)

-- Within its function, a '^ type parameter counts as a function type.
def f '^a (x: a) = [x, x]
def main (x: i32) = (f x)[0]
