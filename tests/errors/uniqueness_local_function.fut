-- A local function may consume only its unique parameters.
-- ==
-- error: the function `clear` consumes `ys` at 6:24, which is not one of its parameters

def main (ys: *[]i32) =
  let clear (i: i64) = ys with [i] = 0
  in clear 0
