-- Sum types: constructors with payloads, matching, nested patterns,
-- polymorphic sums, and sums in arrays.
-- ==
-- input { [1, -2, 0, 5] } output { [1, 2, 0, 5] 4 [6, -1, 6] }

type shape = #circle f32 | #rect f32 f32 | #empty
type opt 'a = #some a | #none

def area (s: shape) : f32 =
  match s
  case #circle r -> 3 * r * r
  case #rect w h -> w * h
  case #empty -> 0

def classify (x: i32) : opt i32 =
  if x < 0 then #none else #some x

def get_or (d: i32) (o: opt i32) : i32 =
  match o
  case #some v -> v
  case #none -> d

def main (xs: []i32) =
  let ys = map (\x -> get_or (-x) (classify x)) xs
  let shapes = [#circle 1, #rect 2 0.5, #empty] : []shape
  let total = i32.f32 (f32.sum (map area shapes))
  let zs = map (\x -> match classify x
                      case #some 0 -> -1
                      case #some v -> v + 1
                      case #none -> 6) (filter (!= 1) xs)
  in (ys, total, zs)
