-- Compile error (index too many): the message names the problem.
-- ==
-- error: the indexed value `xs`: expected `\[.*\]\[.*\].*`, found `\[.*

def main (xs: []i32) = xs[0, 1]
