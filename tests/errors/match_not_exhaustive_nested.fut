-- Compile error (a match missing a nested constructor): the message names the problem.
-- ==
-- error: Unmatched cases in match expression: no case matches, e.g., #some #none

type opt 'a = #some a | #none
def f (o: opt (opt i32)) : i32 =
  match o
  case #some (#some x) -> x
  case #none -> 2
def main (x: i32) = f (#some (#some x))
