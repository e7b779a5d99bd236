-- Compile error (parse empty index): the message names the problem.
-- ==
-- error: expected an index after `\[`

def main (xs: []i32) = xs[]
