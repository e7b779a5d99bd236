-- Sum types and match: constructors with payloads, wildcards, literal
-- patterns, nested patterns, match in a map.
-- ==
-- input { [0i32, 1i32, 2i32, 3i32] }
-- output { [0f32, 4f32, 6f32, 1f32] 3i32 }

type shape = #circle f32 | #rect f32 f32 | #none

def area (s: shape) : f32 =
  match s
  case #circle r -> r * 2
  case #rect w h -> w * h
  case #none -> 0

def mk (i: i32) : shape =
  if i == 1 then #circle 2 else if i == 2 then #rect 2 3 else if i == 3 then #rect 1 1 else #none

def classify (x: i32) : i32 =
  match x
  case 0 -> 10
  case 1 -> 20
  case _ -> 3

entry main (xs: []i32) = (map (mk >-> area) xs, classify 7)
