-- Compile error (apply non function): the message names the problem.
-- ==
-- error: `x` is not a function: its type is `i32`

def main (x: i32) = x 1
