-- Compile error (map non function): the message names the problem.
-- ==
-- error: argument 1 of `map`: `.* -> .*` is not a numeric type

def main (xs: []i32) = map 1 xs
