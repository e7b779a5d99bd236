-- Language reference probe (gaps8): chars match.
def classify (c: u8) : i32 = match c
  case 'a' -> 1
  case 'b' -> 2
  case _ -> 0
-- ==
-- input { } output { [1, 2, 0] }
entry main = map classify "abz"
