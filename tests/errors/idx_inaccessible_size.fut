-- Error index "inaccessible-size": a parameter's size may not name a part
-- of a tuple parameter, which the function's type cannot express.
-- ==
-- error: Parameter `A` refers to size `x`, which will not be accessible to the caller
def f (x: i64, y: i64) (A: [x]bool) = y + length A
def main (b: []bool) = f (length b, 0) (b :> [length b]bool)
