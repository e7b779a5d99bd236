-- Counting per row with filter inside a map (the filtered sizes differ
-- per row; only their lengths leave the map).
-- ==
-- input { [[1, -1, 2], [-3, -4, 5], [0, 0, 0]] } output { [2i64, 1i64, 0i64] [3, 5, 0] }

entry main (xss: [][]i32) =
  ( map (\row -> length (filter (> 0) row)) xss
  , map (\row -> i32.sum (filter (> 0) row)) xss )
