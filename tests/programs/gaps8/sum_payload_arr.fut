-- Sum types whose payloads are arrays, sized by the type's size parameter.
type t [n] = #a ([n]i32) | #b (i32, [2]f32)
def f [n] (x: t [n]) : (i32, f32) =
  match x
  case #a arr -> (i32.sum arr, 0f32)
  case #b (_, ys) -> (0, f32.sum ys)
-- ==
-- input { } output { 6 3.0f32 }
entry main = let xs = [#a [1,2,3], #b (1, [1,2])] : [2](t [3])
  let (p, _) = f xs[0]
  let (_, q) = f xs[1]
  in (p, q)
