-- Compile error (a constructor pattern in let): the message names the problem.
-- ==
-- error: Refutable pattern not allowed here \(in `let`\): it does not match every value, e.g. #b

type t = #a i32 | #b
def main (x: i32) = let #a y = (#a x : t) in y
