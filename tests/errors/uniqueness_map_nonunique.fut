-- A map consuming its array needs a unique array.
-- ==
-- error: cannot consume `xss`: `xss` is not a unique parameter \(declare it `\*\[\]\[\]i32`\)

def main (xss: [][]i32) = map (\r -> r with [0] = 0) xss
