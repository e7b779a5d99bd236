-- Compile error (apply non function): the message names the problem.
-- ==
-- error: cannot apply a value of type i32 as a function

def main (x: i32) = x 1
