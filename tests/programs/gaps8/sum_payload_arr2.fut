-- `type~` sum type: the payload's size is hidden; a value of it is fine,
-- an array of them is not (see tests/errors/g8_sizelifted_array.fut).
type~ t = #a ([]i32) | #b (i32, [2]f32)
def f (x: t) : (i32, f32) =
  match x
  case #a arr -> (i32.sum arr, 0f32)
  case #b (_, ys) -> (0, f32.sum ys)
-- ==
-- input { [1,2,3] } output { 6 0.0f32 0 3.0f32 }
entry main (xs: []i32) =
  let (p, z) = f (#a xs)
  let (o, q) = f (#b (1, [1,2]))
  in (p, z, o, q)
