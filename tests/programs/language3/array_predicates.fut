-- and, or, all, any, null, indices and copy.
-- ==
-- input { [2, 4, 6] } output { true false true true false [0i64, 1i64, 2i64] [2, 4, 7] }
-- input { empty([0]i32) } output { true false true false true empty([0]i64) empty([0]i32) }

entry main (xs: []i32) =
  let evens = map (\x -> x % 2 == 0) xs
  let ys = if length xs > 2 then copy xs with [2] = 7 else copy xs
  in (and evens, or (map (> 10) xs), all (>= 0) xs, any (== 4) xs || any (== 6) xs, null xs, indices xs, ys)
