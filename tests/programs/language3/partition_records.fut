-- partition on arrays of records and of tuples.
-- ==
-- input { [1, 2, 3, 4] [true, false, true, true] } output { [1, 3, 4] [2] 3i64 }

entry main [n] (ids: [n]i32) (ok: [n]bool) =
  let rs = map2 (\id flag -> {id, flag}) ids ok
  let (good, bad) = partition (.flag) rs
  in (map (.id) good, map (.id) bad, length good)
