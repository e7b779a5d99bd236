-- Compile error (a constructor pattern with too many payloads): the message names the problem.
-- ==
-- error: constructor #a of `\(#a i32 \| #b\)` takes 1 payload values, not 2

type t = #a i32 | #b
def f (v: t) : i32 =
  match v
  case #a x y -> x + y
  case #b -> 0
def main (x: i32) = f (#a x)
