-- Compile error (unknown function): the message names the problem.
-- ==
-- error: unknown variable `fooo`

def main (x: i32) = fooo x
