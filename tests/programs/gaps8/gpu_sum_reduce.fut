-- A reduction whose accumulator is a sum type.
type best = #nothing | #found (i32, i64)
def pick (a: best) (b: best) : best = match (a, b)
  case (#nothing, y) -> y
  case (x, #nothing) -> x
  case (#found (v1, i1), #found (v2, i2)) -> if v1 > v2 || (v1 == v2 && i1 < i2) then #found (v1, i1) else #found (v2, i2)
-- ==
-- input { [3, 9, 2, 9] } output { 9 1i64 }
-- input { empty([0]i32) } output { -1 -1i64 }
entry main (xs: []i32) =
  let r = reduce pick #nothing (map2 (\x i -> #found (x, i)) xs (indices xs))
  in match r case #found (v, i) -> (v, i) case #nothing -> (-1, -1)
