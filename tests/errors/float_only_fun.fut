-- Compile error (float only fun): the message names the problem.
-- ==
-- error: `i32\.sqrt` does not exist: `sqrt` is defined on float types only

def main (x: i32) = i32.sqrt x
