-- Sum types whose payloads are arrays of a size the type names: values of
-- different constructors in one array literal and in one `map`, matched
-- afterwards (the unused payloads must have the declared size for the
-- arrays of sums to be regular).
-- ==
-- input { [1f32, 2f32] } output { 3f32 2f32 [3f32, 0f32, 3f32] [true, false, true] }
-- input { [4f32, 5f32] } output { 9f32 2f32 [9f32, 0f32, 9f32] [true, false, true] }

type v [n] = #vec ([n]f32) | #scalar f32 | #zero

def total [n] (x: v [n]) : f32 =
  match x
  case #vec xs -> f32.sum xs
  case #scalar s -> s
  case #zero -> 0

entry main [n] (xs: [n]f32) =
  let vs: [2](v [n]) = [#vec xs, #scalar 2]
  let ws = map (\i -> if i % 2 == 0 then #vec xs else #zero) (iota 3) : [3](v [n])
  in ( total vs[0]
     , total vs[1]
     , map total ws
     , map (\w -> match w case #vec _ -> true case _ -> false) ws )
