-- Compile error: an array of functions.
-- ==
-- error: function

def main (x: i32) =
  let fs = [(+ 1), (+ 2)]
  in fs[0] x
