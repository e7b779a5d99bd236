-- Compile error (a record literal without a field of its type): the message names the problem.
-- ==
-- error: expected `\{a: i32, b: i32\}`, found `\{a: i32\}`

type r = {a: i32, b: i32}
def main (x: i32) : r = {a = x}
