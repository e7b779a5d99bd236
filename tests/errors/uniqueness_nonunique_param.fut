-- Only unique parameters can be consumed.
-- ==
-- error: cannot consume `xs`: `xs` is not a unique parameter \(declare it `\*\[\]i32`\)

def main (xs: []i32) = xs with [0] = 1
