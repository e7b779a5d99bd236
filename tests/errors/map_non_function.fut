-- Compile error (map non function): the message names the problem.
-- ==
-- error: argument 1 of `map`: expected `.* -> .*`, found the literal `1`

def main (xs: []i32) = map 1 xs
