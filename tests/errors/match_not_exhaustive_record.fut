-- Compile error (a match on a record missing a combination): the message names the problem.
-- ==
-- error: Unmatched cases in match expression: no case matches, e.g., \{a = false, b = [^}]*\}

def f (r: {a: bool, b: i32}) : i32 =
  match r
  case {a = true, b = _} -> 0
  case {a = false, b = 0} -> 1
def main (x: i32) = f {a = true, b = x}
