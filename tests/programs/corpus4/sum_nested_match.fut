-- Match with nested constructors, literals in patterns, tuples of
-- constructors and wildcards.
-- ==
-- input { 0 } output { 1 }
-- input { 1 } output { 20 }
-- input { 2 } output { 300 }
-- input { 3 } output { 4000 }
-- input { 4 } output { -5 }

type shape = #circle f32 | #rect f32 f32 | #empty
type tagged = #t i32 shape

def pick (k: i32) : tagged =
  if k == 0 then #t 0 #empty
  else if k == 1 then #t 1 (#circle 2)
  else if k == 2 then #t 7 (#rect 1 2)
  else if k == 3 then #t 3 (#rect 5 5)
  else #t k #empty

entry main (k: i32) =
  match (pick k, k)
  case (#t 0 #empty, _) -> 1
  case (#t _ (#circle r), _) -> 10 * i32.f32 r
  case (#t 7 (#rect _ _), _) -> 300
  case (#t _ (#rect w h), 3) -> 160 * i32.f32 (w * h / 1)
  case (_, n) -> -n - 1
