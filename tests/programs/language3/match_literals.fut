-- match on integer, boolean and tuple literals, with a wildcard last.
-- ==
-- input { [0, 1, 2, 7] [true, false, true, false] }
-- output { [100, 1, 20, -7] }

def f (x: i32) (b: bool) : i32 =
  match (x, b)
  case (0, _) -> 100
  case (1, false) -> 1
  case (1, true) -> 10
  case (2, true) -> 20
  case (n, _) -> -n

entry main [n] (xs: [n]i32) (bs: [n]bool) = map2 f xs bs
