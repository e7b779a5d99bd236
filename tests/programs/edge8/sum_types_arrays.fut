-- Arrays of sum types: built by map, inspected by match in a map, a
-- reduction and a loop.
-- ==
-- entry: shapes
-- input { [0, 1, 2, 1] [2f32, 3f32, 1f32, 0.5f32] } output { [4f32, 9f32, 0.5f32, 0.25f32] 13.75f32 2i64 }
-- input { empty([0]i32) empty([0]f32) } output { empty([0]f32) 0f32 0i64 }
-- entry: options
-- input { [3, -1, 4, -1, 5] } output { 12 [3, 0, 4, 0, 5] 3i64 }
-- entry: tokens
-- input { [1, 2, 0, 3, 1, 0] } output { 3 }

type shape = #square f32 | #circle f32 | #tri f32 f32

def area (s: shape) : f32 =
  match s
  case #square a -> a * a
  case #circle r -> r * r
  case #tri b h -> b * h / 2

entry shapes [n] (kinds: [n]i32) (xs: [n]f32) =
  let ss = map2 (\k x -> if k == 0 then #square x else if k == 1 then #circle x else #tri x x) kinds xs
  let areas = map area ss
  let circles = length (filter (\s -> match s case #circle _ -> true case _ -> false) ss)
  in (areas, f32.sum areas, i64.i32 (i32.i64 circles))

type opt = #some i32 | #none

entry options (xs: []i32) =
  let os : []opt = map (\x -> if x < 0 then #none else #some x) xs
  let get o = match o case #some v -> v case #none -> 0
  let total = reduce (\a b -> match (a, b)
                              case (#some x, #some y) -> #some (x + y)
                              case (#none, o) -> o
                              case (o, #none) -> o) #none os
  in (get total, map get os, length (filter (\o -> o != #none) os))

type token = #push i32 | #pop

entry tokens (codes: []i32) =
  let toks : []token = map (\c -> if c == 0 then #pop else #push c) codes
  let (depth, maxd) = loop (d, m) = (0, 0) for t in toks do
    match t
    case #push _ -> (d + 1, i32.max m (d + 1))
    case #pop -> (d - 1, m)
  in maxd + depth - depth
