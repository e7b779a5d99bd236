-- Sum types with record, tuple and array payloads; match with nested
-- patterns; sums in arrays.
-- ==
-- input { [1i32, 2i32, 3i32] }
-- output { [6i32, 7i32, 12i32, 0i32] 25i32 }

type shape = #circle {r: i32}
           | #rect (i32, i32)
           | #poly [3]i32
           | #empty

def area (s: shape) : i32 =
  match s
  case #circle {r} -> r * 3
  case #rect (w, h) -> w * h
  case #poly xs -> xs[0] + xs[1] + xs[2] + 6
  case #empty -> 0

entry main (xs: [3]i32) =
  let shapes = [#circle {r = 2}, #rect (1, 7), #poly xs, #empty] : [4]shape
  let areas = map area shapes
  in (areas, reduce (+) 0 areas)
