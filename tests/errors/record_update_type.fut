-- Compile error (record update changing a field's type): the message names the problem.
-- ==
-- error: the new value of the field `a`: expected `i32`, found `bool`

def main (x: i32) =
  let r = {a = x, b = 2}
  in (r with a = true).b
