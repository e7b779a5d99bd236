-- Language reference probe (gaps8): match lit.
def f (x: (i32, bool)) = match x
  case (0, _) -> 0
  case (1, true) -> 1
  case (-1, false) -> 2
  case (n, b) -> if b then n else -n
-- ==
-- input { } output { [0, 1, 2, 5, -5] }
entry main = map f [(0, true), (1, true), (-1, false), (5, true), (5, false)]
