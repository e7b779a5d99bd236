-- Compile error (a function as a loop parameter): the message names the problem.
-- ==
-- error: a loop parameter cannot be a function

def main (x: i32) =
  let (f, _) = loop (f, i) = ((+ 1), 0) for _j < 3 do (f, i + 1)
  in f x
