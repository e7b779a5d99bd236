-- match on integer, negative, character and float literals, and on
-- tuples of them, including in a map.
-- ==
-- entry: classify
-- input { [-1, 0, 1, 2, 99] } output { [10, 20, 30, 40, 50] }
-- entry: chars
-- input { [97u8, 98u8, 10u8] } output { [1, 2, 0] }
-- entry: pairs
-- input { [0, 1, 1] [0, 0, 1] } output { [true, false, true] }

entry classify (xs: []i32) =
  map (\x -> match x
             case -1 -> 10
             case 0 -> 20
             case 1 -> 30
             case 2 -> 40
             case _ -> 50) xs
entry chars (cs: []u8) =
  map (\c -> match c case 'a' -> 1 case 'b' -> 2 case _ -> 0) cs
entry pairs [n] (as: [n]i32) (bs: [n]i32) =
  map2 (\a b -> match (a, b) case (0, 0) -> true case (1, 1) -> true case _ -> false) as bs
