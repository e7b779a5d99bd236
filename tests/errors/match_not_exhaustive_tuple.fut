-- Compile error (a match on a tuple missing a combination): the message names the problem.
-- ==
-- error: Unmatched cases in match expression: no case matches, e.g., \([^)]*, false\)

def main (x: i32) : i32 =
  match (x, x > 0)
  case (0, _) -> 0
  case (_, true) -> 1
