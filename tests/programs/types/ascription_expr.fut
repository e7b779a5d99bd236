-- Type ascriptions on expressions and in let patterns.
-- ==
-- input { [1, 2] } output { [1i64, 2i64] 3u16 }
entry main (xs: []i32) =
  let ys: []i64 = map i64.i32 xs
  in (ys, (1 + 2 : u16))
