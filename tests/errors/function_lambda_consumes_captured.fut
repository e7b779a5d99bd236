-- Compile error (a lambda consuming an array it captured): after
-- defunctionalisation the array is part of the lambda's environment, not
-- one of its parameters, and the message says so.
-- ==
-- error: the function `lambda` consumes `xs` at 8:24, which is not one of its parameters

def main (xs: *[]i32) =
  let f = \(i: i64) -> xs with [i] = 0
  in f 1
