-- Arrays of sum-typed values built by map and consumed by match in
-- another map.
-- ==
-- input { [1, -2, 0, 7] } output { [2, 2, 0, 14] 2i64 }

type num = #pos i32 | #neg i32 | #zero

def classify (x: i32) : num = if x > 0 then #pos x else if x < 0 then #neg (-x) else #zero

entry main (xs: []i32) =
  let cs = map classify xs
  let ys = map (\c -> match c
                      case #pos v -> v * 2
                      case #neg v -> v
                      case #zero -> 0) cs
  let npos = cs |> map (\c -> match c case #pos _ -> 1i64 case _ -> 0) |> i64.sum
  in (ys, npos)
