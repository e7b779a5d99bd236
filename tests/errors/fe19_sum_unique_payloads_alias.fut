-- A constructor's two unique payloads are one array.
-- ==
-- error: A unique-typed component of the return value of `both` is aliased to some other component

def both (n: i64) : (#two (*[]u8) (*[]u8) | #none) =
  if n > 0 then let a = replicate n 1u8 in #two a a else #none

def main (n: i64) : []u8 =
  match both n
  case #two a _ -> a
  case #none -> []
