-- A function cannot be returned from an if expression.
-- ==
-- error: .

def main (b: bool) (x: i32) = (if b then (+ 1) else (* 2)) x
