-- Compile error: a function returned from an if (functions may not be
-- returned from branches).
-- ==
-- error: function|if

def main (b: bool) (x: i32) =
  let f = if b then (+ 1) else (+ 2)
  in f x
