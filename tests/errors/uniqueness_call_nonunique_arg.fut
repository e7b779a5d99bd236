-- A non-unique parameter cannot be passed for a unique one.
-- ==
-- error: cannot consume `xs`: `xs` is not a unique parameter \(declare it `\*\[n\]i32`\)

def set0 (a: *[]i32) : *[]i32 = a with [0] = 0

def main [n] (xs: [n]i32) = set0 xs
