-- Error index "unmatched-cases": a constructor without a case.
-- ==
-- error: [Uu]nmatched cases.*#blue

type colour = #red | #green | #blue

def f (c: colour) : i32 =
  match c
  case #red -> 0
  case #green -> 1

entry main (x: i32) = f (if x == 0 then #red else #blue)
