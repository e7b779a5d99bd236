-- A size coercion between two different constant sizes fails at compile time.
-- ==
-- error: size mismatch: coercion to \[4\] but the array has 3 elements

def main = [1, 2, 3] :> [4]i32
