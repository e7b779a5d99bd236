-- Language reference probe (gaps8): upd slice.
-- ==
-- input { [1,2,3,4,5] } output { [1,0,0,4,5] [[9,9],[0,0]] }
entry main (xs: *[]i32) =
  let m = replicate 2 (replicate 2 0i32)
  let m = m with [0] = [9,9]
  in (xs with [1:3] = [0,0], m)
