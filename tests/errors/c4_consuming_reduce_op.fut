-- Compile error: a consuming operator passed to reduce (only map may take a
-- consuming function, which then consumes its array).
-- ==
-- error: contains consumption

def main (xss: *[][2]i32) =
  reduce (\(a: *[2]i32) (b: [2]i32) -> a with [0] = a[0] + b[0]) [0, 0] xss
