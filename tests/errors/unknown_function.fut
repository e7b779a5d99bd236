-- Compile error (unknown function): the message names the problem.
-- ==
-- error: Unknown name "fooo"

def main (x: i32) = fooo x
