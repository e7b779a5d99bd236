-- Language reference probe (gaps8): match nested.
type shape = #circle f32 | #rect {w: f32, h: f32} | #poly [3]i32 | #none
def area (s: shape) : f32 = match s
  case #circle r -> 3 * r * r
  case #rect {w, h = 2} -> w * 2 + 1000
  case #rect {w, h} -> w * h
  case #poly p -> f32.i32 (p[0] + p[2])
  case #none -> 0
-- ==
-- input { } output { [3.0f32, 1006.0f32, 12.0f32, 4.0f32, 0.0f32] }
entry main = map area [#circle 1, #rect {w = 3, h = 2}, #rect {w=3, h=4}, #poly [1,2,3], #none]
