-- A sum type of shapes with payloads, matched in a map.
-- ==
-- input { [0, 1, 2, 1] [2.0f32, 1.0f32, 3.0f32, 2.0f32] }
-- output { [4.0f32, 3.14159f32, 4.5f32, 12.56636f32] }

type shape = #square f32 | #circle f32 | #triangle f32 f32

def area (s: shape) : f32 =
  match s
  case #square a -> a * a
  case #circle r -> f32.pi * r * r
  case #triangle b h -> b * h / 2

entry main [n] (tags: [n]i32) (xs: [n]f32) =
  map2 (\t x -> area (if t == 0 then #square x
                      else if t == 1 then #circle x
                      else #triangle x x)) tags xs
