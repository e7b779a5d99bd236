-- Compile error (a case for a constructor the sum type lacks): the message names the problem.
-- ==
-- error: has no constructor #c

type t = #a i32 | #b
def f (v: t) : i32 =
  match v
  case #a x -> x
  case #c -> 0
def main (x: i32) = f (#a x)
