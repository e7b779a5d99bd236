-- Compile error (map non function): the message names the problem.
-- ==
-- error: the first argument of `map` must be a function

def main (xs: []i32) = map 1 xs
