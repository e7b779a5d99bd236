-- Compile error (a record pattern without every field): the message names the problem.
-- ==
-- error: the record pattern `\{a\}` does not match the type `\{a: i32, b: [^`]*\}`

def main (x: i32) = let {a} = {a = x, b = 1} in a
