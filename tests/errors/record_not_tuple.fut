-- Compile error (a record where a tuple is expected): the message names the problem.
-- ==
-- error: expected `\(i32, i32\)`, found `\{a: i32, b: i32\}`

def main (x: i32) =
  let p: (i32, i32) = {a = x, b = x}
  in p.0
