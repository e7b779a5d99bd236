-- Loops whose parameters change size between iterations, and loops over
-- the rows of a matrix.
-- ==
-- entry: grow
-- input { 4 }
-- output { [0, 1, 2, 3] 4i64 }
-- input { 0 }
-- output { empty([0]i32) 0i64 }
-- entry: halve
-- input { [1, 2, 3, 4, 5, 6, 7, 8] }
-- output { [36] }
-- entry: rows
-- input { [[1, 2], [3, 4], [5, 6]] }
-- output { [9, 12] 3 }

entry grow (n: i32) =
  let xs = loop acc = [] for i < n do acc ++ [i]
  in (xs, length xs)
entry halve (xs: []i32) =
  loop xs while length xs > 1 do
    let h = length xs / 2
    in map2 (+) (xs[0:h] :> [h]i32) (xs[h:2 * h] :> [h]i32)
entry rows [m] (a: [][m]i32) =
  let s = loop s = replicate m 0 for row in a do map2 (+) s row
  let c = loop c = 0 for _row in a do c + 1
  in (s, c)
