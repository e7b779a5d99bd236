-- Compile error (a partial application of a local function giving the
-- argument of a consuming parameter): the function value would consume
-- the array at each of its calls.  Reported where the application is.
-- ==
-- error: partial application of `set_at` consumes its first argument

def main (xs: *[]i32) =
  let set_at (ys: *[]i32) (i: i64) = ys with [i] = 1
  let f = set_at xs
  in f 0
