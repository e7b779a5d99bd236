-- Error index "unmatched-cases": a match must cover every value.
-- ==
-- error: [Uu]nmatched cases

def f (x: i32) =
  match x
  case 0 -> false
  case 1 -> true

entry main (x: i32) = f x
