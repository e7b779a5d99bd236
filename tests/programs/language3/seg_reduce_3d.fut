-- Reductions over the innermost and middle dimensions of a 3-D array.
-- ==
-- input { [[[1, 2], [3, 4]], [[5, 6], [7, 8]]] }
-- output { [[3, 7], [11, 15]] [[4, 6], [12, 14]] [[2, 4], [6, 8]] }

entry main (a: [][][]i32) =
  ( map (map i32.sum) a
  , map (\m -> reduce (map2 (+)) (replicate 2 0) (m :> [2][2]i32)) a
  , map (map i32.maximum) a )
