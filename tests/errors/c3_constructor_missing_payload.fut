-- Compile error: a constructor pattern without the payload its type
-- declares.
-- ==
-- error: takes 1 payload values, not 0

type t = #some i32 | #none

def main (x: t) : i32 =
  match x
  case #some -> 1
  case #none -> 0
