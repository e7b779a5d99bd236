-- Error index "contains-consumption": a partial application that consumes
-- an argument would consume it again at every call of the result.
-- ==
-- error: partial application of `update` consumes its first argument
def update (xs: *[]i32) (i: i64) (y: i32) = xs with [i] = y
def main (xs: *[]i32) =
  let f = update xs
  in (f 0 0, f 0 0)
