-- Compile error (array elem types): the message names the problem.
-- ==
-- error: array literal elements have different types: i32 and i64

def main = [1i32, 2i64]
