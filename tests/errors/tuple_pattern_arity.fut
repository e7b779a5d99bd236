-- Compile error (tuple pattern arity): the message names the problem.
-- ==
-- error: in the `let` binding: a tuple pattern with 2 components cannot match a value of type \(i32, i32, i32\)

def main (x: i32) = let (a, b) = (x, x, x) in a
