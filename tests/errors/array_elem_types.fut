-- Compile error (array elem types): the message names the problem.
-- ==
-- error: element 2 of the array literal: expected `i32`, found `i64`

def main = [1i32, 2i64]
