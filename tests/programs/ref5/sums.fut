-- Sum types: constructors with and without payloads, polymorphic sums,
-- equality, sums inside arrays and records, constructors in match on
-- several payloads.
-- ==
-- entry: areas
-- input { [0, 1, 2] }
-- output { [12.0, 3.0, 0.0] }
-- entry: eqs
-- input { 3 }
-- output { true false true false }
-- entry: opts
-- input { [1, -2, 3] }
-- output { 4 2i64 }

type shape = #rect f64 f64 | #tri f64 f64 | #point
def area (s: shape) : f64 =
  match s
  case #rect w h -> w * h
  case #tri b h -> b * h / 2
  case #point -> 0
entry areas (ks: []i32) =
  let shapes = map (\k -> if k == 0 then #rect 3 4 else if k == 1 then #tri 2 3 else #point) ks
  in map area shapes
type color = #red | #green | #blue
entry eqs (x: i32) =
  let c : color = if x > 2 then #red else #blue
  let o : (#some i32 | #none) = #some x
  in (c == #red, c == #blue, o == #some 3, o == #none)
type opt 'a = #some a | #none
def from_opt 'a (d: a) (o: opt a) : a = match o case #some x -> x case #none -> d
entry opts (xs: []i32) =
  let os = map (\x -> if x > 0 then #some x else #none) xs
  in (i32.sum (map (from_opt 0) os),
      length (filter (\o -> match o case #some _ -> true case #none -> false) os))
