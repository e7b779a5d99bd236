-- Compile error (an array of tuples holding functions): the message names the problem.
-- ==
-- error: an array element cannot be a function

def main (x: i32) =
  let fs = [((+ 1), 1), ((* 2), 2)]
  in fs[0].0 x
