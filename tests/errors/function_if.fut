-- Compile error (a function returned from if): the message names the problem.
-- ==
-- error: the result of `if` cannot be a function

def main (b: bool) (x: i32) =
  let fs = if b then ((+ 1), 2) else ((* 2), 3)
  in fs.0 x
