-- Compile error (a function returned from the cases of `match`): Futhark's
-- defunctionalisation restriction, reported where the match is.
-- ==
-- error: the result of `match` cannot be a function

def main (k: i32) (x: i32) =
  let f = match k
          case 0 -> (\y -> y + 1)
          case _ -> (\y -> y * 2)
  in f x
