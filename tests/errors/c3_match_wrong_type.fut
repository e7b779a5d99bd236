-- Compile error: matching an integer against a constructor pattern.
-- ==
-- error: constructor #foo where a value of type `i32` is expected

def main (x: i32) =
  match x
  case #foo -> 1
  case _ -> 2
