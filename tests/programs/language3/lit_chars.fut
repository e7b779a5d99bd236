-- Character literals are u8 values; arithmetic on them works as on u8.
-- ==
-- input { } output { 97i32 [104u8, 105u8] 25i32 true }

entry main =
  let lower = 'a'
  let s = "hi"
  let dist = 'z' - 'a'
  in (lower, s, dist, '0' < '9')
