-- Sum types and records inside parallel code: constructed, matched and
-- returned by map, reduced with a tuple operator, arrays of sums.
-- ==
-- entry: classify
-- input { [-3, 0, 5, 12] }
-- output { [3, 0, 10, 2] }
-- entry: arr_of_sums
-- input { [1, 2, 3, 4] }
-- output { 4 [1, 0, 3, 0] }
-- entry: records
-- input { [1f32, 2f32, 3f32] }
-- output { 6f32 3f32 [1f32, 4f32, 9f32] }

type num = #neg i32 | #zero | #pos i32 | #big
def mk (x: i32) : num = if x < 0 then #neg x else if x == 0 then #zero else if x < 10 then #pos x else #big
entry classify (xs: []i32) =
  map (\x -> match mk x
             case #neg v -> -v
             case #zero -> 0
             case #pos v -> 2 * v
             case #big -> 2) xs
entry arr_of_sums (xs: []i32) =
  let os : [](#some i32 | #none) = map (\x -> if x % 2 == 1 then #some x else #none) xs
  let vals = map (\o -> match o case #some v -> v case #none -> 0) os
  in (i32.sum vals, vals)
type stats = {sum: f32, max: f32}
entry records (xs: []f32) =
  let s = reduce (\(a: stats) (b: stats) -> {sum = a.sum + b.sum, max = f32.max a.max b.max})
                 {sum = 0, max = -f32.inf}
                 (map (\x -> {sum = x, max = x}) xs)
  in (s.sum, s.max, map (\x -> let r = {v = x} in r.v * r.v) xs)
