-- Constructors carrying arrays, matched with nested patterns.
-- ==
-- input { [1, 2, 3] true } output { 6 }
-- input { [1, 2, 3] false } output { 3 }

type container [n] = #many [n]i32 | #one i32 | #none

def total [n] (c: container [n]) : i32 =
  match c
  case #many xs -> i32.sum xs
  case #one x -> x
  case #none -> 0

entry main (xs: []i32) (many: bool) =
  total (if many then #many xs else #one (length xs |> i32.i64))
