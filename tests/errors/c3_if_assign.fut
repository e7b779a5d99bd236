-- Compile error: `=` instead of `==` in a condition.
-- ==
-- error: expected `then`

def main (x: i32) = if x = 1 then 2 else 3
