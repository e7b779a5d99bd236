-- A match whose cases have a different type than the scrutinee; a match
-- on an i64 with literal cases; arrays from different cases have unknown
-- sizes.
-- ==
-- input { 0i64 } output { [122u8, 101u8, 114u8, 111u8] 0i64 }
-- input { 2i64 } output { [109u8, 97u8, 110u8, 121u8] 2i64 }
entry main (n: i64) =
  let s = match n case 0 -> "zero" case 1 -> "one" case _ -> "many"
  let a = match n case 0 -> [] case k -> iota k
  in (s, length a)
