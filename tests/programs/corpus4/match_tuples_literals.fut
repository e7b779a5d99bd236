-- match on tuples with integer, boolean and character literals, nested
-- tuple patterns and a wildcard fallback.
-- ==
-- input { 0 true } output { 100 }
-- input { 1 false } output { 201 }
-- input { 5 true } output { 6 }
-- input { 5 false } output { -5 }

def classify (x: i32, b: bool) : i32 =
  match (x, (b, 'a'))
  case (0, (true, _)) -> 100
  case (1, (false, 'a')) -> 201
  case (n, (true, _)) -> n + 1
  case (n, _) -> -n

entry main (x: i32) (b: bool) = classify (x, b)
