-- A sum type whose constructor carries a fixed-size array, inside maps.
-- ==
-- input { [[1, 2], [3, 4], [5, 6]] } output { [3, -1, 11] }

type cell = #pair [2]i32 | #empty

entry main (rows: [][2]i32) =
  map (\r -> let c : cell = if r[0] == 3 then #empty else #pair r
             in match c
                case #pair p -> p[0] + p[1]
                case #empty -> -1) rows
