-- and, or, all, any, on empty arrays as well.
-- ==
-- input { [1i32, 2i32, 3i32] }
-- output { true false true true false true false }
-- input { empty([0]i32) }
-- output { true false true false false true true }

entry main (xs: []i32) =
  ( and (map (> 0) xs) , or (map (> 5) xs), all (< 4) xs, any (== 2) xs
  , null xs == false && length xs == 0, or (map (> 0) xs) || null xs , null xs )
