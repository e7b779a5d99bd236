-- Compile error (a constructor pattern as a lambda parameter): the message names the problem.
-- ==
-- error: Refutable pattern not allowed here \(as a parameter\): it does not match every value, e.g. #b

type t = #a i32 | #b
def main (x: i32) = map (\(#a y) -> y) [#a x, #b : t]
