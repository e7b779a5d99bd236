-- match on literals (also negative and char literals), tuples, records,
-- nested sum types and wildcards; the first matching case wins.
-- ==
-- entry: lits
-- input { [0, 1, -1, 5, 97] }
-- output { [10, 11, 12, 0, 13] }
-- entry: tuples
-- input { [0, 1, 2] [0, 0, 1] }
-- output { [1, 2, 5] }
-- entry: sums
-- input { [0, 1, 2, 3] }
-- output { [-1, 0, 7, 9] }
-- entry: bools
-- input { true false }
-- output { 2 }

entry lits (xs: []i32) =
  map (\x -> match x
             case 0 -> 10
             case 1 -> 11
             case -1 -> 12
             case 'a' -> 13
             case _ -> 0) xs
entry tuples [n] (xs: [n]i32) (ys: [n]i32) =
  map2 (\x y -> match (x, y)
                case (0, 0) -> 1
                case (_, 0) -> 2
                case (a, b) -> a + b + 2) xs ys
type opt 'a = #none | #some a
type shape = #circle i32 | #rect (opt i32) i32
def classify (s: opt shape) : i32 =
  match s
  case #none -> -1
  case #some (#rect #none _) -> 0
  case #some (#rect (#some w) h) -> w + h
  case #some (#circle r) -> r
entry sums (xs: []i32) =
  map (\x -> classify (if x == 0 then #none
                       else if x == 1 then #some (#rect #none 5)
                       else if x == 2 then #some (#rect (#some 3) 4)
                       else #some (#circle 9))) xs
entry bools (a: bool) (b: bool) =
  match (a, b)
  case (true, true) -> 1
  case (true, false) -> 2
  case (false, _) -> 3
