-- Sum types inside parallel code.
type shape = #circle f32 | #square f32 | #none
def area (s: shape) = match s case #circle r -> 3f32 * r * r case #square a -> a * a case #none -> 0
-- ==
-- input { [1f32, 2f32, 3f32, 4f32] } output { 3.0f32 4.0f32 0.0f32 16.0f32 23.0f32 }
entry main (xs: []f32) =
  let ss = map (\x -> if x == 1 then #circle x else if x == 3 then #none else #square x) xs
  let as = map area ss
  in (as[0], as[1], as[2], as[3], reduce (+) 0 as)
