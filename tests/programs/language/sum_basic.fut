-- Sum types: constructors with and without payloads, a type abbreviation
-- for the sum, and `match` over every constructor.
-- ==
-- input { 0i32 2f32 3f32 } output { 12.566371f32 }
-- input { 1i32 2f32 3f32 } output { 6f32 }
-- input { 2i32 2f32 3f32 } output { 3f32 }
-- input { 3i32 2f32 3f32 } output { 0f32 }

type shape = #circle f32 | #rect f32 f32 | #triangle f32 f32 | #empty

def area (s: shape) : f32 =
  match s
  case #circle r -> f32.pi * r * r
  case #rect w h -> w * h
  case #triangle b h -> b * h / 2
  case #empty -> 0

def make (k: i32) (a: f32) (b: f32) : shape =
  if k == 0 then #circle a
  else if k == 1 then #rect a b
  else if k == 2 then #triangle a b
  else #empty

entry main (k: i32) (a: f32) (b: f32) = area (make k a b)
